/**
 * Inference snippets generated in the page, loaded lazily: only for an access token typed by the
 * reader, which is written into the code and never leaves the page. The rules are hub-core's own
 * (`inferenceView`, as the server answers), not a copy.
 */
import { inferenceView } from "@hubkit/hub-core";

export { inferenceView };
