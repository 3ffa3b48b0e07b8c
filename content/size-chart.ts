/**
 * The shop's bra size chart, its one home: the band from the underbust, the cup from the bust minus the underbust,
 * in centimetres (a standard chart, 5 cm a band and 2 cm a cup). Read by the size finder (lib/size-finder.ts).
 */

/** A row of the chart: a band or cup and the measure from which it starts (up to the next row's). */
export interface ChartRow {
  title: string;
  from: number;
}

export interface SizeChart {
  /** bands by underbust, smallest first; the last row ends at `bandsEnd` */
  bands: readonly ChartRow[];
  bandsEnd: number;
  /** cups by bust minus underbust, smallest first; the last row ends at `cupsEnd` */
  cups: readonly ChartRow[];
  cupsEnd: number;
}

export const SIZE_CHART: SizeChart = {
  bands: [
    { title: '28', from: 58 },
    { title: '30', from: 63 },
    { title: '32', from: 68 },
    { title: '34', from: 73 },
    { title: '36', from: 78 },
    { title: '38', from: 83 },
    { title: '40', from: 88 },
    { title: '42', from: 93 },
    { title: '44', from: 98 },
  ],
  bandsEnd: 103,
  cups: [
    { title: 'AA', from: 10 },
    { title: 'A', from: 12 },
    { title: 'B', from: 14 },
    { title: 'C', from: 16 },
    { title: 'D', from: 18 },
    { title: 'DD', from: 20 },
    { title: 'E', from: 22 },
    { title: 'F', from: 24 },
    { title: 'G', from: 26 },
    { title: 'H', from: 28 },
  ],
  cupsEnd: 30,
};
