import { describe, expect, it } from 'vitest';
import * as aiSdkEntry from './ai-sdk.js';
import * as anthropicEntry from './anthropic.js';
import * as langchainEntry from './langchain.js';
import * as openaiEntry from './openai.js';
import * as openaiAgentsEntry from './openai-agents.js';

describe('the public entries', () => {
  it('@mci/adapters/ai-sdk: the Vercel AI SDK adapter', () => {
    expect(Object.keys(aiSdkEntry).sort()).toEqual(['ToolResultError', 'toAiSdkTools']);
  });

  it('@mci/adapters/langchain: the LangChain adapter', () => {
    expect(Object.keys(langchainEntry).sort()).toEqual(['ToolResultError', 'toLangChainTools']);
  });

  it('@mci/adapters/openai-agents: the OpenAI Agents SDK adapter', () => {
    expect(Object.keys(openaiAgentsEntry).sort()).toEqual(['toOpenAIAgentsTools']);
  });

  it('@mci/adapters/anthropic: the Anthropic adapter', () => {
    expect(Object.keys(anthropicEntry).sort()).toEqual(['toAnthropicTools']);
  });

  it('@mci/adapters/openai: the OpenAI adapters', () => {
    expect(Object.keys(openaiEntry).sort()).toEqual(['toOpenAIChatTools', 'toOpenAIResponsesTools']);
  });
});
