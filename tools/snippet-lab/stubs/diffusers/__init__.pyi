# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for
# the names the sample snippets use.
# stub-of: diffusers 0.40.0
# source: https://github.com/huggingface/diffusers v0.40.0 d035dcd7cc7c
# read-from: src/diffusers/__init__.py
# licence: Apache-2.0

from typing import Any, Self  # noqa: F401

from diffusers.models.controlnets.controlnet import ControlNetModel as ControlNetModel
from diffusers.models.controlnets.controlnet_flux import FluxControlNetModel as FluxControlNetModel
from diffusers.pipelines.audioldm2.pipeline_audioldm2 import AudioLDM2Pipeline as AudioLDM2Pipeline
from diffusers.pipelines.auto_pipeline import AutoPipelineForInpainting as AutoPipelineForInpainting
from diffusers.pipelines.auto_pipeline import AutoPipelineForText2Image as AutoPipelineForText2Image
from diffusers.pipelines.cogvideo.pipeline_cogvideox import CogVideoXPipeline as CogVideoXPipeline
from diffusers.pipelines.cogvideo.pipeline_cogvideox_image2video import (
    CogVideoXImageToVideoPipeline as CogVideoXImageToVideoPipeline,
)
from diffusers.pipelines.cogview4.pipeline_cogview4 import CogView4Pipeline as CogView4Pipeline
from diffusers.pipelines.ddpm.pipeline_ddpm import DDPMPipeline as DDPMPipeline
from diffusers.pipelines.deprecated.latent_diffusion_uncond.pipeline_latent_diffusion_uncond import (
    LDMPipeline as LDMPipeline,
)
from diffusers.pipelines.flux.pipeline_flux import FluxPipeline as FluxPipeline
from diffusers.pipelines.flux.pipeline_flux_control import FluxControlPipeline as FluxControlPipeline
from diffusers.pipelines.flux.pipeline_flux_controlnet import FluxControlNetPipeline as FluxControlNetPipeline
from diffusers.pipelines.flux.pipeline_flux_fill import FluxFillPipeline as FluxFillPipeline
from diffusers.pipelines.flux.pipeline_flux_kontext import FluxKontextPipeline as FluxKontextPipeline
from diffusers.pipelines.flux2.pipeline_flux2 import Flux2Pipeline as Flux2Pipeline
from diffusers.pipelines.hidream_image.pipeline_hidream_image import HiDreamImagePipeline as HiDreamImagePipeline
from diffusers.pipelines.ltx.pipeline_ltx_condition import LTXConditionPipeline as LTXConditionPipeline
from diffusers.pipelines.ltx.pipeline_ltx_image2video import LTXImageToVideoPipeline as LTXImageToVideoPipeline
from diffusers.pipelines.lucy.pipeline_lucy_edit import LucyEditPipeline as LucyEditPipeline
from diffusers.pipelines.mochi.pipeline_mochi import MochiPipeline as MochiPipeline
from diffusers.pipelines.pipeline_utils import DiffusionPipeline as DiffusionPipeline
from diffusers.pipelines.qwenimage.pipeline_qwenimage import QwenImagePipeline as QwenImagePipeline
from diffusers.pipelines.qwenimage.pipeline_qwenimage_edit import QwenImageEditPipeline as QwenImageEditPipeline
from diffusers.pipelines.qwenimage.pipeline_qwenimage_edit_plus import (
    QwenImageEditPlusPipeline as QwenImageEditPlusPipeline,
)
from diffusers.pipelines.sana.pipeline_sana import SanaPipeline as SanaPipeline
from diffusers.pipelines.shap_e.pipeline_shap_e import ShapEPipeline as ShapEPipeline
from diffusers.pipelines.stable_diffusion.pipeline_stable_diffusion import (
    StableDiffusionPipeline as StableDiffusionPipeline,
)
from diffusers.pipelines.stable_diffusion.pipeline_stable_diffusion_instruct_pix2pix import (
    StableDiffusionInstructPix2PixPipeline as StableDiffusionInstructPix2PixPipeline,
)
from diffusers.pipelines.stable_diffusion_3.pipeline_stable_diffusion_3 import (
    StableDiffusion3Pipeline as StableDiffusion3Pipeline,
)
from diffusers.pipelines.stable_diffusion_xl.pipeline_stable_diffusion_xl import (
    StableDiffusionXLPipeline as StableDiffusionXLPipeline,
)
from diffusers.pipelines.stable_diffusion_xl.pipeline_stable_diffusion_xl_img2img import (
    StableDiffusionXLImg2ImgPipeline as StableDiffusionXLImg2ImgPipeline,
)
from diffusers.pipelines.stable_video_diffusion.pipeline_stable_video_diffusion import (
    StableVideoDiffusionPipeline as StableVideoDiffusionPipeline,
)
from diffusers.pipelines.wan.pipeline_wan import WanPipeline as WanPipeline
from diffusers.pipelines.wan.pipeline_wan_i2v import WanImageToVideoPipeline as WanImageToVideoPipeline
from diffusers.pipelines.wan.pipeline_wan_vace import WanVACEPipeline as WanVACEPipeline
