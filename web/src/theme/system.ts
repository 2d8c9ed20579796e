import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints as chakraBreakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  dataListSlotRecipe,
  nativeSelectSlotRecipe,
  tabsSlotRecipe,
  menuSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens as chakraSemanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';

/*
 * The shop's Chakra system, built from Chakra's base (utilities, conditions) plus only what
 * the storefront uses, instead of `defaultConfig` (every recipe, every palette, dark mode).
 * Measured: building the default system was the largest part of the browser's start-up task,
 * and its token CSS is inlined in every server-rendered page (docs/decisions/0006).
 *
 * Using a Chakra component whose recipe is not listed below renders it unstyled: add its
 * recipe here (from '@chakra-ui/react/theme') in the change that starts using it.
 *
 * The account UI's recipes (dialog, field, checkbox, native select, tabs, menu) add ~2 KB
 * gzip here. Registering them from the lazy chunks instead was tried: a lazy chunk importing
 * any recipe module split Chakra's `defineConfig` into a shared chunk, after which the
 * bundler could no longer drop the theme barrel's full recipe collection (+17 KB).
 */
const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
const SLOT_RECIPES = {
  drawer: drawerSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  checkbox: checkboxSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  tabs: tabsSlotRecipe,
  menu: menuSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  // The back office's tables, key/value lists (the log's changes) and code blocks.
  table: tableSlotRecipe,
  dataList: dataListSlotRecipe,
};

/** Kept: gray and Chakra's status palettes (red, orange, yellow, green, blue); left out: these. */
const DROPPED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];

type TokenTree = Record<string, unknown>;
const omit = (tree: TokenTree, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(tree).filter(([key]) => !keys.includes(key)));

/**
 * The shop is light-only: a semantic token `{ _light, _dark }` keeps its light value, so no
 * dark-mode variables are generated for every page.
 */
function lightOnly(tree: unknown): unknown {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  if ('value' in node) {
    const value = node.value as unknown;
    if (value && typeof value === 'object' && '_light' in value) {
      return { ...node, value: (value as { _light: unknown })._light };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)]));
}

const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints: chakraBreakpoints,
    keyframes,
    tokens: { ...chakraTokens, colors: omit(chakraTokens.colors as TokenTree, DROPPED_PALETTES) as typeof chakraTokens.colors },
    semanticTokens: lightOnly({
      ...chakraSemanticTokens,
      colors: omit(chakraSemanticTokens.colors as TokenTree, DROPPED_PALETTES),
    }) as typeof chakraSemanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Brand colours are defined once here; everything else refers to them through
// `colorPalette="brand"` or the `brand.*` semantic tokens so a rebrand is one edit.
const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const shopTheme = defineConfig({
  // The spec designs for 640px and 768px; the other steps keep Chakra's rhythm.
  theme: {
    breakpoints: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fdf4' },
          100: { value: '#dcfce7' },
          200: { value: '#bbf7d0' },
          300: { value: '#86efac' },
          400: { value: '#4ade80' },
          500: { value: '#22c55e' },
          600: { value: '#16a34a' },
          700: { value: '#15803d' },
          800: { value: '#166534' },
          900: { value: '#14532d' },
          950: { value: '#052e16' },
        },
      },
      // The device's own interface font: the shop loads no web font. Naming fonts a phone
      // rarely has ('Inter', 'Poppins') cost a failed platform lookup per family, size and
      // weight in the first layout (47 font lookups on `/` instead of 14; bench/NOTES.md).
      fonts: {
        heading: { value: SYSTEM_FONTS },
        body: { value: SYSTEM_FONTS },
      },
    },
    semanticTokens: {
      colors: {
        // The seven keys Chakra's recipes read when `colorPalette="brand"` is set. Contrast
        // wins over the lighter brand green (decisions: WCAG 2.1 AA): white on 700 is 5.0:1
        // where white on 600 was 3.3:1; 700 on the subtle and muted tints stays ≥ 4.5:1.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's status text colours are 3.6–3.8:1 on white; a shade darker meets 4.5:1
        // ('Currently unavailable' 4.8:1, 'Only 3 left in stock' 5.2:1).
        fg: {
          error: { value: '{colors.red.600}' },
          warning: { value: '{colors.orange.700}' },
        },
        // Discounts and ratings keep their meaning across the shop.
        deal: {
          solid: { value: '{colors.red.600}' },
          contrast: { value: 'white' },
        },
        rating: { value: '{colors.orange.400}' },
      },
    },
  },
  globalCss: {
    // Every Chakra component defaults to the shop's palette unless told otherwise.
    html: { colorPalette: 'brand', scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg' },
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * The system, built on first use rather than at module evaluation: in the browser the build
 * (tens of milliseconds) then runs in a task of its own instead of lengthening the one that
 * evaluates every module at start-up.
 */
export function getSystem() {
  built ??= createSystem(mergeConfigs(defaultBaseConfig, baseTheme, shopTheme));
  return built;
}

