/**
 * The chat's emoji set as pictures: `GET /inform/emoji/{code}.svg` under the emoji base url that
 * `/tj/operate/config` answers (shared/src/contracts/emoji.ts). Only the set's own files exist;
 * each is cached for a year (a changed picture gets a new set, not a new body under the old name).
 */
import { Type } from '@sinclair/typebox';
import { EMOJI_PATH, ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { RoutePlugin } from '../typebox';
import { EMOJI_SVGS } from './emoji-svgs';

const emojiRoutes: RoutePlugin = async (app) => {
  app.get(
    `${EMOJI_PATH}:file`,
    {
      schema: {
        tags: ['content'],
        summary: '表情图片（SVG，Twemoji CC BY 4.0）',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
      },
    },
    async (req, reply) => {
      const m = /^([0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*)\.svg$/.exec(req.params.file);
      const svg = m ? EMOJI_SVGS[m[1]!] : undefined;
      if (!svg) throw new AppError(ErrorCodes.NOT_FOUND, '表情不存在', 404);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};

export default emojiRoutes;
