import { type Block, list, record, str } from './fields';

interface Dataset {
  label: string;
  values: unknown[];
  color: string | undefined;
}

const CHART_TYPES: Record<string, string> = {
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  area: 'Area chart',
  radar: 'Radar chart',
};

const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

const formatValue = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US')
    : (str(value) ?? '');

/** The block's labels and series, cleaned; null when there is nothing to tabulate. */
function readChart(block: Block) {
  const data = record(block.data);
  const labels = list(data?.labels).map((label) => str(label) ?? String(label ?? ''));
  const datasets: Dataset[] = list(data?.datasets).flatMap((entry, index) => {
    const dataset = record(entry);
    if (!dataset) return [];
    const color = str(dataset.backgroundColor);
    return [
      {
        label: str(dataset.label) ?? `Series ${index + 1}`,
        values: list(dataset.data),
        color: color && SAFE_COLOR.test(color) ? color : undefined,
      },
    ];
  });
  if (labels.length === 0 || datasets.length === 0) return null;
  // Bars drawn beside the numbers give the table the chart's shape at a glance.
  const max = Math.max(
    0,
    ...datasets.flatMap((dataset) =>
      dataset.values.filter((value): value is number => typeof value === 'number'),
    ),
  );
  return { labels, datasets, max };
}

function ChartHead({ datasets }: { datasets: Dataset[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">Label</th>
        {datasets.map((dataset) => (
          <th scope="col" key={dataset.label}>
            {dataset.color ? (
              <span
                className="chart-swatch"
                style={{ background: dataset.color }}
                aria-hidden="true"
              />
            ) : null}
            {dataset.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function ChartCell({
  value,
  color,
  max,
}: {
  value: unknown;
  color: string | undefined;
  max: number;
}) {
  const share = typeof value === 'number' && max > 0 ? value / max : 0;
  return (
    <td>
      <span className="chart-value">
        {share > 0 ? (
          <span
            className="chart-bar"
            aria-hidden="true"
            style={{
              width: `${Math.round(share * 60)}%`,
              ...(color ? { background: color } : {}),
            }}
          />
        ) : null}
        {formatValue(value)}
      </span>
    </td>
  );
}

/** No charting library: a titled figure with the chart's numbers as a table anyone can read. */
export function InlineChartBlock({ block }: { block: Block }) {
  const chart = readChart(block);
  if (!chart) return null;
  const { labels, datasets, max } = chart;
  const title = str(block.title) ?? 'Chart';
  const kind = CHART_TYPES[str(block.chartType)?.toLowerCase() ?? ''] ?? 'Chart';
  return (
    <figure className="block-inline-chart">
      <figcaption>
        <span className="chart-title">{title}</span>
        <span className="chart-kind">{kind}, shown as a table</span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard */}
      <section className="table-scroll" tabIndex={0} aria-label={`Data for ${title}`}>
        <table>
          <ChartHead datasets={datasets} />
          <tbody>
            {labels.map((label, row) => (
              <tr key={row}>
                <th scope="row">{label}</th>
                {datasets.map((dataset) => (
                  <ChartCell
                    key={dataset.label}
                    value={dataset.values[row]}
                    color={dataset.color}
                    max={max}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
