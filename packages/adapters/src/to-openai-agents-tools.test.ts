import { Agent, type Model, type ModelRequest, type ModelResponse, Runner, Usage } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { isRunning, pidFileIn, readPid, useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toOpenAIAgentsTools } from './to-openai-agents-tools.js';

const weather = useWeatherClient();

/** A model for the Agents SDK that calls one tool, then answers with text, recording its requests. */
function callingModel(name: string, args: string) {
  const requests: ModelRequest[] = [];
  const model: Model = {
    async getResponse(request): Promise<ModelResponse> {
      requests.push(request);
      const output: ModelResponse['output'] =
        requests.length === 1
          ? [{ type: 'function_call', callId: 'call-1', name, arguments: args, status: 'completed' }]
          : [
              {
                type: 'message',
                role: 'assistant',
                status: 'completed',
                content: [{ type: 'output_text', text: 'done' }],
              },
            ];
      return { usage: new Usage(), output };
    },
    getStreamedResponse() {
      throw new Error('this model does not stream');
    },
  };
  return { model, requests };
}

/** The output of the tool call the model was sent in its second request. */
function toolOutputSeen(requests: ModelRequest[]): unknown {
  const input = requests[1]?.input;
  const item = Array.isArray(input)
    ? input.find((entry) => entry.type === 'function_call_result')
    : undefined;
  return item?.type === 'function_call_result' ? item.output : undefined;
}

const runner = new Runner({ tracingDisabled: true });

describe('toOpenAIAgentsTools', () => {
  it('sends strict schemas under portable names and maps the nulls back before MCI checks the input', async () => {
    const { model, requests } = callingModel('weather_get', '{"location":"Paris","units":null}');
    const tools = toOpenAIAgentsTools(weather.client, { only: ['weather.get'] });
    const result = await runner.run(new Agent({ name: 'weather', model, tools }), 'weather?');
    const sent = requests[0]?.tools[0];
    expect(sent).toMatchObject({ type: 'function', name: 'weather_get', strict: true });
    expect(sent?.type === 'function' && sent.parameters).toMatchObject({
      required: ['location', 'units'],
      additionalProperties: false,
      properties: { units: { type: ['string', 'null'], enum: ['metric', 'imperial', null] } },
    });
    expect(toolOutputSeen(requests)).toMatchObject({ text: 'Sunny in Paris (metric)' });
    expect(result.finalOutput).toBe('done');
  });

  it('gives the model MCI’s message for bad input, naming the property', async () => {
    const { model, requests } = callingModel('weather_get', '{"location":"P","units":null}');
    const tools = toOpenAIAgentsTools(weather.client);
    await runner.run(new Agent({ name: 'weather', model, tools }), 'weather?');
    expect(toolOutputSeen(requests)).toMatchObject({
      text: expect.stringMatching(
        /^Invalid input for tool "weather\.get": .*location.*fewer than 2 characters/,
      ),
    });
  });

  it('stops the tool’s process when the run is aborted mid-call', async () => {
    const pidFile = pidFileIn(weather.folder);
    const { model } = callingModel('slow', JSON.stringify({ pidFile }));
    const controller = new AbortController();
    const agent = new Agent({ name: 'slow', model, tools: toOpenAIAgentsTools(weather.client) });
    const running = runner.run(agent, 'go', { signal: controller.signal });
    const pid = await readPid(pidFile);
    expect(isRunning(pid)).toBe(true);
    controller.abort(new Error('user stopped'));
    await running.catch(() => undefined);
    expect(isRunning(pid)).toBe(false);
  });
});
