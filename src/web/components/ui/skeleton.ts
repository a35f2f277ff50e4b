/**
 * The fill of a skeleton's placeholder blocks: stone-300, at least 1.3:1 against the white cards
 * and the stone-50 page behind them, so the shape of what is coming is visible on a dim phone
 * screen in daylight; it pulses unless the shopper asked for less motion.
 */
export const skeletonBlock = 'bg-stone-300 motion-safe:animate-pulse';
