/** Import zones of the server (src/server): filled in by the server reorganisation. */
export const serverZones = [];
