import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import PanelChart from '../../src/engine/home/PanelChart';
import type { PanelData } from '../../src/engine/contract';

// What a chart panel draws (its numbers are also a table, tested in homePanels.test.tsx). happy-dom lays nothing
// out, so the drawing has its first size: 320 × 280.
const occupancy: PanelData = {
  id: 'ocupacao-cidade',
  computedAt: '2026-11-29T09:00:00.000Z',
  unit: 'percent',
  columns: [
    { key: 'cidade', label: 'Cidade', unit: 'text' },
    { key: 'ocupacao', label: 'Ocupação', unit: 'percent' },
  ],
  rows: [
    { cidade: 'Curitiba', ocupacao: 0.5 },
    { cidade: 'Londrina', ocupacao: 1 },
    { cidade: 'Recife', ocupacao: 0.25 },
  ],
  category: 'cidade',
  series: ['ocupacao'],
  thresholds: { low: 0.7, high: 0.9 },
};
const revenue: PanelData = {
  id: 'receita',
  computedAt: '2026-11-29T09:00:00.000Z',
  unit: 'money',
  columns: [
    { key: 'mes', label: 'Mês', unit: 'text' },
    { key: 'recife', label: 'Recife', unit: 'money' },
    { key: 'curitiba', label: 'Curitiba', unit: 'money' },
  ],
  rows: [
    { mes: 'out/2026', recife: 1000, curitiba: 2500 },
    { mes: 'nov/2026', recife: null, curitiba: 3000 },
    { mes: 'dez/2026', recife: 1500, curitiba: 2000 },
  ],
  category: 'mes',
  series: ['recife', 'curitiba'],
};

const draw = (kind: 'bars' | 'lines', data: PanelData, mode: 'light' | 'dark' = 'light') =>
  render(
    <ThemeProvider theme={createTheme({ palette: { mode } })}>
      <PanelChart title="Painel" kind={kind} data={data} />
    </ThemeProvider>,
  ).container;
const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((t) => t.textContent);

test('bars: one per row from zero, the categories along the axis, the value axis in the unit, both thresholds dashed and labelled', () => {
  const chart = draw('bars', occupancy);
  const bars = [...chart.querySelectorAll('[data-bar]')];
  expect(bars).toHaveLength(3);
  const heights = bars.map((b) => Number(b.getAttribute('height')));
  // 50 %, 100 %, 25 %: heights in that proportion, all standing on the same zero line.
  expect(heights[1]).toBeCloseTo(heights[0] * 2, 5);
  expect(heights[2]).toBeCloseTo(heights[0] / 2, 5);
  expect(new Set(bars.map((b) => Number(b.getAttribute('y')) + Number(b.getAttribute('height')))).size).toBe(1);
  expect(texts(chart, '[data-category]')).toEqual(['Curitiba', 'Londrina', 'Recife']);
  expect(texts(chart, '[data-tick]')).toEqual(['0\u00a0%', '20\u00a0%', '40\u00a0%', '60\u00a0%', '80\u00a0%', '100\u00a0%']);
  const thresholds = [...chart.querySelectorAll('[data-threshold]')];
  expect(thresholds.map((t) => t.textContent)).toEqual(['70\u00a0%', '90\u00a0%']);
  for (const t of thresholds) expect(t.querySelector('line')?.getAttribute('stroke-dasharray')).toBe('6 4');
  // One series: no legend.
  expect(chart.querySelector('[data-legend]')).toBeNull();
});

test('lines: one per series in its own colour, broken where a value is missing, with a legend naming each', () => {
  const chart = draw('lines', revenue, 'dark');
  const lines = [...chart.querySelectorAll('[data-line]')];
  expect(lines.map((l) => l.getAttribute('data-line'))).toEqual(['Recife', 'Curitiba']);
  expect((lines[0] as SVGElement).style.stroke).not.toBe((lines[1] as SVGElement).style.stroke);
  // Recife has no number in November: two points, not joined (a path of two separate pieces).
  expect(lines[0].getAttribute('d')?.match(/M/g)).toHaveLength(2);
  expect(lines[1].getAttribute('d')?.match(/M/g)).toHaveLength(1);
  expect(texts(chart, '[data-legend] li')).toEqual(['Recife', 'Curitiba']);
  expect(texts(chart, '[data-tick]')[0]).toBe('R$\u00a00');
  expect(chart.querySelector('[data-threshold]')).toBeNull();
  expect(chart.querySelector('[data-bar]')).toBeNull();
});
