/** The public hub's addresses, written once: the hub itself (repositories, files) and its inference router. */
export const HF_HUB_URL = "https://huggingface.co";
export const HF_ROUTER_URL = "https://router.huggingface.co";
