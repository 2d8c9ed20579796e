import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Brand colours are defined once here; everything else refers to them through
// `colorPalette="brand"` or the `brand.*` semantic tokens so a rebrand is one edit.
const config = defineConfig({
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
      fonts: {
        heading: {
          value: "'Poppins', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // The seven keys Chakra's recipes read when `colorPalette="brand"` is set.
        // Contrast wins over the lighter brand green (decisions: WCAG 2.1 AA): white on 700 is
        // 5.0:1 where white on 600 was 3.3:1; 700 on the subtle and muted tints stays ≥ 4.5:1.
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.700}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Discounts and ratings keep their meaning across themes.
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

export const system = createSystem(defaultConfig, config);
