/**
 * Who is calling: the `accessToken` header (docs/product.md §6). Route handlers call `requireUserId` on
 * protected calls (missing/bad token → NO_TOKEN) or `optionalUserId` where visitors are welcome.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { userIdByToken } from './sessions';

export function tokenOf(request: FastifyRequest): string {
  const raw = request.headers.accesstoken;
  return typeof raw === 'string' ? raw.trim() : '';
}

export async function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const token = tokenOf(request);
  return token ? userIdByToken(request.server.db, token) : null;
}

export async function requireUserId(request: FastifyRequest): Promise<number> {
  const id = await optionalUserId(request);
  if (id === null) throw new AppError(ErrorCodes.NO_TOKEN);
  return id;
}
