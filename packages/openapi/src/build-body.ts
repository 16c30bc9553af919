import { HTTP_PARAMETER_STYLES, type HttpBody, type HttpParameterStyle } from '@mci/schema/internal';
import { isReadOnly } from './convert-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import type { ApiBody } from './read-api-description.js';

type JsonObject = Record<string, unknown>;

/** Adds a prop to the tool's input schema and returns its name (made unique). */
export type AddProp = (wanted: string, schema: JsonObject, required: boolean) => string;

/**
 * The http body of an operation's request body, its props added with `addProp`. An object body of
 * json, form or multipart is split into one prop per property (a property the schema requires is a
 * required prop, even of an optional body, so an empty body never drops the requirement); multipart
 * file properties become a `<name>_path` (a file inside the allowed folders) and a `<name>_base64` prop,
 * one of which is required when the part is.
 * Other bodies are one `body` prop: JSON, text, or base64 bytes. `allOf` branches that only add
 * properties are merged first (see `mergeAllOf`); a body with other branches is one `body` prop.
 */
export function buildBody(
  body: ApiBody,
  convert: (schema: unknown) => JsonObject,
  addProp: AddProp,
): BuiltBody {
  const source = mergeAllOf(body.schema);
  const schema = convert(source);
  const properties = objectProperties(source);
  if (properties && body.kind !== 'raw' && body.kind !== 'binary') {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const converted = (schema.properties ?? {}) as Record<string, JsonObject>;
    const content: Record<string, string> = {};
    const files: Record<string, FilePart> = {};
    const styles: Record<string, HttpParameterStyle> = {};
    const eitherRequired: string[][] = [];
    for (const [name, property] of Object.entries(properties)) {
      if (isReadOnly(property)) continue;
      const propertySchema = converted[name] ?? {};
      if (body.kind === 'multipart' && isFile(propertySchema)) {
        files[name] = filePart(name, propertySchema, addProp, body.encoding?.[name]);
        if (required.has(name)) eitherRequired.push([files[name].pathProp, files[name].base64Prop]);
        continue;
      }
      content[name] = `{!! props.${addProp(name, propertySchema, required.has(name))} !!}`;
      const style = body.kind === 'form' ? formStyle(body.encoding?.[name]) : undefined;
      if (style) styles[name] = style;
    }
    // A required property the schema does not declare (Spotify's `uris`) is still a required prop.
    for (const name of required) {
      if (Object.hasOwn(properties, name)) continue;
      const undeclared = { description: `Required by the API (${name}); its schema does not describe it.` };
      content[name] = `{!! props.${addProp(name, undeclared, true)} !!}`;
    }
    if (body.kind === 'multipart') {
      const sent = Object.fromEntries(
        Object.entries(files).map(([name, { path, base64, contentType }]) => [
          name,
          { path, base64, ...(contentType && { contentType }) },
        ]),
      );
      return {
        body: { type: 'multipart', content, ...(Object.keys(files).length > 0 && { files: sent }) },
        contentType: undefined,
        ...(eitherRequired.length > 0 && { eitherRequired }),
      };
    }
    return {
      body: { type: body.kind, content, ...(Object.keys(styles).length > 0 && { styles }) },
      contentType: explicitType(body),
    };
  }
  return wholeBody(body, schema, addProp);
}

/** The http body, the Content-Type to send, and groups of props of which one is required (file parts). */
export interface BuiltBody {
  readonly body: HttpBody;
  readonly contentType: string | undefined;
  readonly eitherRequired?: string[][];
}

function wholeBody(body: ApiBody, schema: JsonObject, addProp: AddProp): BuiltBody {
  const description = body.description ?? schema.description;
  const described = (base: JsonObject, text: unknown) => (text ? { ...base, description: text } : base);
  if (body.kind === 'binary') {
    const prop = addProp(
      'body',
      described(
        { type: 'string', contentEncoding: 'base64' },
        `${description ?? 'Request body'} (${body.mediaType}, as base64).`,
      ),
      body.required,
    );
    const mediaType = body.mediaType.includes('*') ? 'application/octet-stream' : body.mediaType;
    return {
      body: { type: 'raw', encoding: 'base64', content: `{{props.${prop}}}` },
      contentType: mediaType,
    };
  }
  if (body.kind === 'raw' || body.kind === 'multipart') {
    const prop = addProp('body', described(textSchema(schema), description), body.required);
    return { body: { type: 'raw', content: `{{props.${prop}}}` }, contentType: body.mediaType };
  }
  const prop = addProp('body', described(schema, description), body.required);
  return { body: { type: body.kind, content: `{!! props.${prop} !!}` }, contentType: explicitType(body) };
}

/** A text body's schema: a string, with the string keywords the document gives it (minLength, pattern, format). */
function textSchema(schema: JsonObject): JsonObject {
  const keywords = ['minLength', 'maxLength', 'pattern', 'format', 'enum', 'const', 'default', 'examples'];
  const kept = schema.type === 'string' ? keywords.filter((keyword) => schema[keyword] !== undefined) : [];
  return { type: 'string', ...Object.fromEntries(kept.map((keyword) => [keyword, schema[keyword]])) };
}

type FilePart = { path: string; base64: string; contentType?: string; pathProp: string; base64Prop: string };

/** A file part's props; its content type is the first its `encoding` allows (`image/png, image/jpeg`). */
function filePart(name: string, schema: JsonObject, addProp: AddProp, encoding: unknown): FilePart {
  const what = typeof schema.description === 'string' ? `${schema.description} ` : '';
  const pathProp = addProp(
    `${name}_path`,
    {
      type: 'string',
      description: `${what}Path of the file to upload (inside the allowed folders); or give ${name}_base64.`,
    },
    false,
  );
  const base64Prop = addProp(
    `${name}_base64`,
    {
      type: 'string',
      contentEncoding: 'base64',
      description: `Content of the file to upload, as base64; or give ${name}_path.`,
    },
    false,
  );
  const contentType = (encoding as JsonObject | undefined)?.contentType;
  const first = typeof contentType === 'string' ? contentType.split(',')[0]?.trim() : undefined;
  return {
    pathProp,
    base64Prop,
    path: `{{props.${pathProp}}}`,
    base64: `{{props.${base64Prop}}}`,
    ...(first && !first.includes('*') && { contentType: first }),
  };
}

/**
 * The style of a form field its `encoding` gives. Without one, the executor's defaults are OpenAPI's: an
 * array repeats the key, an object is JSON text (the spec's own example of a form body).
 */
function formStyle(encoding: unknown): HttpParameterStyle | undefined {
  const { style, explode } = (encoding ?? {}) as JsonObject;
  const known =
    typeof style === 'string' && (HTTP_PARAMETER_STYLES.params as readonly string[]).includes(style);
  if (!known && typeof explode !== 'boolean') return undefined;
  return {
    ...(known && { style: style as HttpParameterStyle['style'] }),
    ...(typeof explode === 'boolean' && { explode }),
  };
}

/** A binary string (or a list of them): a file. */
function isFile(schema: JsonObject): boolean {
  const item =
    schema.type === 'array' && typeof schema.items === 'object' ? (schema.items as JsonObject) : schema;
  return item.format === 'binary' || item.format === 'base64' || item.contentMediaType !== undefined;
}

/** The Content-Type header a json or form body needs when its media type is not the executor's default. */
function explicitType(body: ApiBody): string | undefined {
  const defaults = { json: 'application/json', form: 'application/x-www-form-urlencoded' };
  const base = defaults[body.kind as 'json' | 'form'];
  return body.mediaType.startsWith(base) || body.mediaType.includes('*') ? undefined : body.mediaType;
}

/** The properties of a body schema that is an object with named properties. */
function objectProperties(schema: unknown): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const source = schema as JsonObject;
  if (source.type !== undefined && source.type !== 'object') return undefined;
  // A schema with branches is one prop, so no branch is lost (`mergeAllOf` merged the `allOf` it could).
  if (
    typeof source.properties === 'object' &&
    source.properties !== null &&
    !source.oneOf &&
    !source.anyOf &&
    !source.allOf
  )
    return source.properties as Record<string, unknown>;
  return undefined;
}
