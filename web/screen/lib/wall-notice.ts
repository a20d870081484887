/**
 * Every live notice the wall hears is also sent on as this window event (detail: its type), for the
 * wall's pieces with reads of their own (the weather, the slideshow). A module of its own: a lazy
 * piece that imported it from use-screen-live.ts split the live socket's code into a file more on
 * the wall's first load.
 */
export const WALL_NOTICE_EVENT = "wall-notice";
