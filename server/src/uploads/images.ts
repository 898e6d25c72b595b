/**
 * What an uploaded image becomes: the bytes must be a PNG, JPEG, WebP or GIF by their content (the
 * declared type is not trusted), decode within a pixel budget (no decompression bombs), and are
 * re-encoded — turned upright by their EXIF orientation, then written as WebP with every piece of
 * metadata (EXIF, GPS, ICC comments) left behind — at most 1600 px, plus a thumbnail of at most 360 px.
 */
import sharp from 'sharp';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { imageMime } from '../accounts/image-type';

const MAX_SIDE = 1600;
const THUMB_SIDE = 360;
/** 40 megapixels: a phone photo passes, a 60 KB PNG claiming 50,000 × 50,000 does not */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  mime: 'image/webp';
  bytes: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (!imageMime(input)) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：仅支持 PNG、JPEG、WebP、GIF 图片');
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const inside = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
    const [full, thumb] = await Promise.all([
      upright.clone().resize(inside(MAX_SIDE)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      upright.clone().resize(inside(THUMB_SIDE)).webp({ quality: 70 }).toBuffer(),
    ]);
    return { mime: 'image/webp', bytes: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (err) {
    throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：图片已损坏或尺寸过大', 200, err);
  }
}
