import { describe, expect, it } from 'vitest';
import { useWeatherClient } from './__fixtures__/load-weather-client.js';
import { toOpenAIResponsesTools } from './to-openai-responses-tools.js';

const weather = useWeatherClient();

const functionCall = (name: string, args: string) => ({
  type: 'function_call' as const,
  call_id: 'call_1',
  name,
  arguments: args,
});

describe('toOpenAIResponsesTools', () => {
  it('defines strict function tools, or the schema as written with strict: false', () => {
    const strict = toOpenAIResponsesTools(weather.client, { only: ['weather.get'] }).tools[0];
    expect(strict).toMatchObject({ type: 'function', name: 'weather_get', strict: true });
    expect(strict?.parameters).toMatchObject({
      required: ['location', 'units'],
      additionalProperties: false,
    });
    const loose = toOpenAIResponsesTools(weather.client, { only: ['weather.get'], strict: false }).tools[0];
    expect(loose).toMatchObject({ strict: false, parameters: { required: ['location'] } });
  });

  it('runs a function_call, with the nulls of strict mode taken as absent properties', async () => {
    const { runFunctionCall } = toOpenAIResponsesTools(weather.client);
    expect(await runFunctionCall(functionCall('weather_get', '{"location":"Rome","units":null}'))).toEqual({
      type: 'function_call_output',
      call_id: 'call_1',
      output: 'Sunny in Rome (metric)',
    });
  });

  it('answers arguments that are not JSON, or not valid, with a message naming the problem', async () => {
    const { runFunctionCall } = toOpenAIResponsesTools(weather.client);
    const broken = await runFunctionCall(functionCall('weather_get', '{"location":'));
    expect(broken.output).toMatch(/^Invalid input for tool "weather\.get": the arguments are not valid JSON/);
    const wrong = await runFunctionCall(functionCall('weather_get', '{"location":"Rome","units":"kelvin"}'));
    expect(wrong.output).toMatch(
      /^Invalid input for tool "weather\.get": units: must be one of "metric", "imperial" \(received "kelvin"\)/,
    );
  });
});
