/** Import zones of the web app (src/web): filled in by the web reorganisation. */
export const webZones = [];
