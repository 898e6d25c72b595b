/**
 * Route schemas use @sinclair/typebox 0.34 rather than `typebox` 1.x: the 1.x build is ESM-only and
 * jest (CommonJS through @swc/jest) cannot load it, which would keep every in-process test of a
 * route module from running. This provider gives handlers typed query/params/body from the schemas.
 */
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Envelope, PostBody, PostPath } from '@kickoff/shared/contracts';

export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** What a route module exports by default. */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, TypeBoxProvider>;

/** The response envelope around a data schema, for `schema.response[200]` and the OpenAPI file. */
function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    // the schema documents success (200); the static type is the contract's, so `ok()` fits
    code: Type.Unsafe<Envelope<unknown>['code']>(Type.Literal(200)),
    data,
    msg: Type.String(),
  });
}

/**
 * Response map for a route. Only the success envelope is listed for serialisation: errors are
 * written by the error handler with its own serializer, so they never pass through this schema.
 */
export function responses<T extends TSchema>(data: T) {
  return { 200: EnvelopeSchema(data) };
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The body schema of a route the clients post to (`PostCalls` in @kickoff/shared/contracts): compiles
 * only when the schema's static type is exactly the contract's body for that path, so the two cannot
 * drift. On a mismatch the error names both types.
 */
export function contractBody<P extends PostPath, S extends TSchema>(
  path: P,
  schema: S &
    (Same<Static<S>, PostBody<P>> extends true
      ? unknown
      : { 'body schema differs from PostCalls': { schema: Static<S>; contract: PostBody<P> } }),
): S {
  return schema;
}
