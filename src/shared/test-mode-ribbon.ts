import { messages } from './messages.ts';

/**
 * The TEST MODE ribbon: a thin bar at the top of every page while the sandbox stands in for a card
 * provider, so nobody takes a simulated payment for a real one. It is put into the served HTML
 * itself (outside #root, so React neither renders nor hydrates it): it shows on the first paint,
 * without JavaScript and without a request of its own, and stays through in-app navigation.
 * Its style is inlined for the same reason; dark text on yellow, wrapping at 360 px.
 */
const RIBBON_STYLE = `<style>
      .test-mode-ribbon {
        margin: 0;
        padding: 0.25rem 1rem;
        background: #fde047;
        color: #1c1917;
        border-bottom: 1px solid #a16207;
        font-size: 0.8125rem;
        line-height: 1.25rem;
        text-align: center;
        overflow-wrap: anywhere;
      }
    </style>`;

const RIBBON = `<div class="test-mode-ribbon" role="region" aria-label="${messages.checkout.testModeTitle}"><strong>${messages.checkout.testModeTitle}</strong> — ${messages.checkout.testModeNotes}</div>`;

/** index.html with the ribbon as the first thing in <body> and its style in <head>. */
export function withTestModeRibbon(template: string): string {
  return template
    .replace('</head>', () => `${RIBBON_STYLE}\n  </head>`)
    .replace(/<body[^>]*>/, (body) => `${body}\n    ${RIBBON}`);
}
