// Old path kept only for e2e/catalog-shopper.spec.ts, which imports it and lies outside the web
// reorganisation; delete once that spec imports src/web/features/catalog/rating.ts.
export { formatAverage, starsForAverage } from '../features/catalog/rating.ts';
