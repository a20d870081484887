import { PHOTO_BYTES_PER_FAMILY, PHOTO_MAX_BYTES, PHOTOS_PER_FAMILY } from "./photo-limits";

// Apart from messages.ts so that the album's page loads no other server texts (docs/bench.md).

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The family's photo album: the server's texts (docs/features/photos.md). */
export const photoMessages = {
  notAPhoto: "Myndin má vera ein JPEG- ella WebP-mynd",
  empty: "Ongin mynd kom við",
  tooLarge: `Myndin er ov stór: í mesta lagi ${megabytes(PHOTO_MAX_BYTES)} MB`,
  albumFull: `Myndasavnið hjá familjuni er fult (í mesta lagi ${PHOTOS_PER_FAMILY} myndir og ${megabytes(PHOTO_BYTES_PER_FAMILY)} MB). Strika nakrar myndir fyrst.`,
  notFound: "Myndin finst ikki",
} as const;
