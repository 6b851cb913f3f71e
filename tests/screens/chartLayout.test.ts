import { categoryLabels, valueAxis } from '../../src/engine/home/chartLayout';

// How a chart panel lays out its axes (PanelChart draws what these say). Widths are estimated at 6.3 px a
// character of 12 px text.
const formats = ['9×3 papel', 'Back-light', 'Empena', 'Front-light', 'LED', 'Mobiliário urbano (MUB)', 'Painel rodoviário'];

test('categories that fit their slot are written flat, one line each', () => {
  expect(categoryLabels(['B50', 'B52', 'B02'], 60)).toEqual({ mode: 'flat', lines: [['B50'], ['B52'], ['B02']], every: 1, height: 22 });
});

test('long names in wide slots wrap at word breaks, whole, each line within its slot', () => {
  const labels = categoryLabels(['Av. Ipiranga — Porto Alegre', 'Av. Paulista, 1000', 'Praça da Liberdade'], 87);
  expect(labels.mode).toBe('wrapped');
  expect(labels.lines).toEqual([['Av. Ipiranga', '— Porto', 'Alegre'], ['Av.', 'Paulista,', '1000'], ['Praça da', 'Liberdade']]);
  expect(labels.height).toBe(50);
});

test('a third of the page (seven formats in 33 px slots) slants them, long ones cut, all shown', () => {
  const labels = categoryLabels(formats, 33);
  expect(labels.mode).toBe('slanted');
  expect(labels.lines.map((l) => l[0])).toEqual(['9×3 papel', 'Back-light', 'Empena', 'Front-light', 'LED', 'Mobiliário urbano…', 'Painel rodoviário']);
  expect(labels.every).toBe(1);
});

test('slots narrower than a line across show every second (third…) slanted label, so none overlaps', () => {
  expect(categoryLabels(formats, 12).every).toBe(2);
  expect(categoryLabels(formats, 6).every).toBe(4);
});

test('the value axis: a percentage from 0 to 100 % with thresholds, round money steps, whole counts', () => {
  expect(valueAxis([0.5, 0.25], { low: 0.7, high: 0.9 }, 'percent', 5)).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  expect(valueAxis([51_200, 39_800], undefined, 'money', 5)).toEqual({ min: 0, max: 60_000, ticks: [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000] });
  // Above the high threshold by a tenth, for its label.
  expect(valueAxis([3], { low: 5, high: 10 }, 'count', 5)).toEqual({ min: 0, max: 12, ticks: [0, 2, 4, 6, 8, 10, 12] });
  expect(valueAxis([0, 0], undefined, 'count', 5)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  // A fresh installation's revenue (every month R$ 0): R$ 0 and R$ 1, not "R$ 0,2", "R$ 0,4"…
  expect(valueAxis([0, 0, 0], undefined, 'money', 5)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
});
