import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core's types, reached through the builder (axe-core itself is only its dependency).
type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** WCAG 2.0 and 2.1, levels A and AA: what the storefront promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const TARGETS_SHOWN = 3;

const selectorOf = (node: NodeResult) =>
  node.target.map((selector) => (Array.isArray(selector) ? selector.join(' >> ') : String(selector))).join(' ');

/** What axe says is wrong with one element, e.g. its colours and contrast ratio. */
const findingOf = (node: NodeResult) =>
  [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ') || (node.failureSummary ?? '');

/**
 * Runs axe-core on the page as it is now and fails on every serious or critical WCAG A/AA
 * violation. One line per rule and distinct finding (a rule such as color-contrast fails for
 * different colour pairs): the rule id, impact and help, axe's finding (colours and ratio for
 * contrast), and the first few elements with it. Call it once the content is visible and the
 * route spinner has gone: the overlay would hide what it checks.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report: string[] = [];
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
    const byFinding = new Map<string, NodeResult[]>();
    for (const node of violation.nodes) {
      const finding = findingOf(node);
      byFinding.set(finding, [...(byFinding.get(finding) ?? []), node]);
    }
    for (const [finding, nodes] of byFinding) {
      const targets = nodes.slice(0, TARGETS_SHOWN).map(selectorOf).join(', ');
      const more = nodes.length > TARGETS_SHOWN ? ` (+${nodes.length - TARGETS_SHOWN} more)` : '';
      const html = nodes[0].html.replace(/\s+/g, ' ').slice(0, 100);
      report.push(`${violation.id} [${violation.impact}] ${violation.help} — ${finding} — at ${targets}${more}, e.g. ${html}`);
    }
  }
  expect(report, `axe: serious or critical WCAG A/AA violations on ${page.url()}`).toEqual([]);
}
