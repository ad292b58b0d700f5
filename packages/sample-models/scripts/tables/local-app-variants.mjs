// Records for the conditions local apps check (file layouts and tags an app shows for), written
// out in full.
import { full, TPL } from "../lib.mjs";

export default [
	full({
		id: "mlx-community/Qwen2.5-7B-Instruct-4bit",
		author: "mlx-community",
		pipeline_tag: "text-generation",
		library_name: "mlx",
		tags: [
			"mlx",
			"safetensors",
			"qwen2",
			"chat",
			"text-generation",
			"conversational",
			"en",
			"base_model:Qwen/Qwen2.5-7B-Instruct",
			"license:apache-2.0",
			"region:us",
			"base_model:quantized:Qwen/Qwen2.5-7B-Instruct",
		],
		cardData: {
			base_model: "Qwen/Qwen2.5-7B-Instruct",
			license: "apache-2.0",
			language: ["en"],
		},
		config: {
			architectures: ["Qwen2ForCausalLM"],
			model_type: "qwen2",
			tokenizer_config: {
				chat_template:
					"{%- if tools %}\n    {{- '<|im_start|>system\\n' }}\n    {{- \"\\n\\n# Tools\\n\\nYou may call one or more functions to assist with the user query.\" }}\n{%- endif %}\n{%- for message in messages %}{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' }}{%- endfor %}\n{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}",
				eos_token: "<|im_end|>",
			},
		},
		siblings: [
			{
				rfilename: "config.json",
			},
			{
				rfilename: "model.safetensors",
			},
			{
				rfilename: "tokenizer.json",
			},
			{
				rfilename: "tokenizer_config.json",
			},
		],
	}),
	full({
		id: "unsloth/Llama-3.2-1B-Instruct",
		author: "unsloth",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [
			"transformers",
			"safetensors",
			"llama",
			"text-generation",
			"llama-3",
			"meta",
			"facebook",
			"unsloth",
			"conversational",
			"en",
			"base_model:meta-llama/Llama-3.2-1B-Instruct",
			"license:llama3.2",
			"text-generation-inference",
			"endpoints_compatible",
			"region:us",
			"base_model:finetune:meta-llama/Llama-3.2-1B-Instruct",
		],
		cardData: {
			base_model: "meta-llama/Llama-3.2-1B-Instruct",
			license: "llama3.2",
			language: ["en"],
		},
		config: {
			architectures: ["LlamaForCausalLM"],
			model_type: "llama",
			tokenizer_config: {
				chat_template: TPL.llama3,
			},
		},
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		},
	}),
	full({
		id: "amd/Llama-3.2-1B-Instruct-awq-g128-int4-asym-fp16-onnx-hybrid",
		author: "amd",
		pipeline_tag: "text-generation",
		library_name: "onnx",
		tags: [
			"onnx",
			"ryzenai-hybrid",
			"text-generation",
			"en",
			"base_model:meta-llama/Llama-3.2-1B-Instruct",
			"license:llama3.2",
			"region:us",
			"base_model:quantized:meta-llama/Llama-3.2-1B-Instruct",
		],
		cardData: {
			base_model: "meta-llama/Llama-3.2-1B-Instruct",
			license: "llama3.2",
			language: ["en"],
		},
	}),
	full({
		id: "amd/Phi-3.5-mini-instruct-awq-g128-int4-asym-bf16-onnx-ryzen-strix",
		author: "amd",
		pipeline_tag: "text-generation",
		library_name: "onnx",
		tags: [
			"onnx",
			"ryzenai-npu",
			"text-generation",
			"en",
			"base_model:microsoft/Phi-3.5-mini-instruct",
			"license:mit",
			"region:us",
			"base_model:quantized:microsoft/Phi-3.5-mini-instruct",
		],
		cardData: {
			base_model: "microsoft/Phi-3.5-mini-instruct",
			license: "mit",
			language: ["en"],
		},
	}),
];
