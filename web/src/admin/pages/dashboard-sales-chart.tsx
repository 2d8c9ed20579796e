import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../lib/money';

/*
 * The dashboard's sales chart (issue 29): orders (bars) and revenue (a line) per Indian calendar
 * day for the last 30 days. Chakra's chart helpers style Recharts with the shop's tokens. Only
 * the dashboard page imports this file, so Recharts travels in the dashboard's lazy chunk and
 * never in the storefront's start-up. The same figures are in a table for screen readers.
 */

export interface SalesDay {
  date: string;
  orders: number;
  revenue: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-07' → '7 Mar' (from the text: the day is India's already, no time zone involved). */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1] ?? ''}`.trim();
}

export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const chart = useChart({
    data: days.map((d) => ({ ...d, label: dayLabel(d.date) })),
    series: [
      { name: 'orders', label: 'Orders', color: 'blue.400', yAxisId: 'orders' },
      { name: 'revenue', label: 'Revenue', color: 'green.700', yAxisId: 'revenue' },
    ],
  });
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);

  return (
    <Box as="figure" m="0" bg="white" borderWidth="1px" rounded="md" p="3" data-testid="sales-chart" aria-label={`Orders and revenue per day, last ${days.length} days: ${orders} orders, ${formatMoney(total)}`}>
      <Chart.Root chart={chart} h="64" aria-hidden="true">
        <ComposedChart responsive data={chart.data} margin={{ left: 4, right: 4, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} tick={{ fill: chart.color('fg.muted'), fontSize: 11 }} />
          <YAxis
            yAxisId="revenue"
            tickLine={false}
            axisLine={false}
            width={64}
            tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
            tickFormatter={(v: number) => formatMoney(v, { decimals: false })}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickLine={false} axisLine={false} width={28} tick={{ fill: chart.color('fg.muted'), fontSize: 11 }} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip formatter={(value: number, name: string) => (name === 'revenue' ? formatMoney(value) : value)} />}
          />
          <Legend content={<Chart.Legend />} />
          <Bar yAxisId="orders" dataKey={chart.key('orders')} name="orders" fill={chart.color('blue.400')} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="revenue" type="monotone" dataKey={chart.key('revenue')} name="revenue" stroke={chart.color('green.700')} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </Chart.Root>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Orders and revenue per day</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Orders</Table.ColumnHeader>
              <Table.ColumnHeader>Revenue</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell>{dayLabel(d.date)}</Table.Cell>
                <Table.Cell>{d.orders}</Table.Cell>
                <Table.Cell>{formatMoney(d.revenue)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
