import type { ComponentType } from "react";

/**
 * The album's picture parts another feature draws (a dinner's or a recipe's picture), given to it
 * by the route that puts the features together (web/app/routes/), since features never import
 * each other: the photos feature makes them (docs/features/recipes-pages.md "Pictures"). Types only.
 */
export interface PictureProps {
  photoId: string;
  /** The picture's text for a screen reader; "" where the text beside it says it all. */
  alt: string;
  /** The frame's size and shape; the photo covers it. */
  className?: string;
}

export interface PictureChoiceProps {
  familyId: string;
  photoId: string | null;
  onChange: (photoId: string | null) => void;
}

export interface PictureParts {
  /** A photo of the album, its bytes fetched as it nears the screen. */
  Picture: ComponentType<PictureProps>;
  /** Choose a photo of the album or upload a new one into it; or none. */
  Choice: ComponentType<PictureChoiceProps>;
}
