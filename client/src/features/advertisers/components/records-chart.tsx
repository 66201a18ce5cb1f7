import type { AdDayDto } from '@contracts/schemas/advertisers';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { shortDay } from '@client/features/advertisers/utils/format';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

type Props = { days: AdDayDto[]; labels: { impressions: string; clicks: string }; title: string };

/**
 * Impressions (bars) and clicks (line) per day, with Chart.js. Loaded with `lazy()` from the
 * records page only: Chart.js is in no other page's chunks.
 */
export default function RecordsChart({ days, labels, title }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => shortDay(d.day)),
        datasets: [
          { type: 'bar', label: labels.impressions, data: days.map((d) => d.impressions), backgroundColor: '#7cc4e8', yAxisID: 'y' },
          {
            type: 'line',
            label: labels.clicks,
            data: days.map((d) => d.clicks),
            borderColor: '#ff8f1f',
            backgroundColor: '#ff8f1f',
            yAxisID: 'y1',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : undefined,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom' } },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 } },
          y1: { beginAtZero: true, position: 'right', grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, labels.impressions, labels.clicks]);
  return (
    <div
      className="ad-chart"
      data-testid="ad-chart"
      data-days={days.length}
      data-impressions={days.reduce((n, d) => n + d.impressions, 0)}
      data-clicks={days.reduce((n, d) => n + d.clicks, 0)}
    >
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
