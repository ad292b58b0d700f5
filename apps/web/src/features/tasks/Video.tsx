/**
 * A task's explainer video. Nothing is fetched from YouTube until the reader asks for it: the
 * page first shows a button (and a plain link); the button swaps in a youtube-nocookie player.
 */
import { useState } from "react";
import { youtubeUrl } from "../../lib/links.js";

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;

export function Video({ youtubeId, title }: { youtubeId: string; title: string }) {
	const [playing, setPlaying] = useState(false);
	return (
		<div className="video">
			{playing ? (
				<iframe
					src={youtubeEmbedUrl(youtubeId)}
					title={`Video: ${title}`}
					allow="encrypted-media; picture-in-picture"
					allowFullScreen
					referrerPolicy="strict-origin-when-cross-origin"
				/>
			) : (
				<button type="button" onClick={() => setPlaying(true)}>
					Load the video player (connects to YouTube)
				</button>
			)}
			<p>
				<a href={youtubeUrl(youtubeId)} rel="noopener noreferrer">
					Watch “{title}” on YouTube
				</a>
			</p>
		</div>
	);
}
