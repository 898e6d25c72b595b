/**
 * Route schemas use @sinclair/typebox 0.34 rather than `typebox` 1.x: the 1.x build is ESM-only and
 * jest (CommonJS through @swc/jest) cannot load it, which would keep every in-process test of a
 * route module from running. This provider gives handlers typed query/params/body from the schemas.
 */
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Envelope } from '@kickoff/shared/contracts';

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
