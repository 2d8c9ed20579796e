import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../lib/money';

/*
 * The dashboard's sales chart (issue 29): orders (bars) and revenue (a line) per Indian calendar
 * day for the last 30 days. Recharts draws it, coloured with the shop's tokens through their CSS
 * variables. Only the dashboard page imports this file, so Recharts travels in the dashboard's
 * lazy chunk and never in the storefront's start-up. The same figures are in a table for screen
 * readers.
 *
 * Not @chakra-ui/charts: its components import some twenty Chakra parts the storefront also
 * uses, and the bundler hoisted everything the two shared into the start-up `system` chunk
 * (+11 KB gzip of start-up JavaScript on every storefront page, issue 29's measurement).
 */

/** A Chakra token as the CSS variable the shop's system defines ('fg.muted' → var(--chakra-colors-fg-muted)). */
const color = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

const SERIES_LABEL: Record<string, string> = { orders: 'Orders', revenue: 'Revenue' };

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
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);

  return (
    <Box as="figure" m="0" bg="white" borderWidth="1px" rounded="md" p="3" data-testid="sales-chart" aria-label={`Orders and revenue per day, last ${days.length} days: ${orders} orders, ${formatMoney(total)}`}>
      <Box h="64" aria-hidden="true" fontSize="xs">
        <ComposedChart responsive style={{ width: '100%', height: '100%' }} data={data} margin={{ left: 4, right: 4, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={color('border.muted')} vertical={false} />
          <XAxis dataKey={'label'} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} tick={{ fill: color('fg.muted'), fontSize: 11 }} />
          <YAxis
            yAxisId="revenue"
            tickLine={false}
            axisLine={false}
            width={64}
            tick={{ fill: color('fg.muted'), fontSize: 11 }}
            tickFormatter={(v: number) => formatMoney(v, { decimals: false })}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickLine={false} axisLine={false} width={28} tick={{ fill: color('fg.muted'), fontSize: 11 }} />
          <Tooltip
            cursor={{ fill: color('bg.muted') }}
            animationDuration={100}
            contentStyle={{ background: color('bg.panel'), border: `1px solid ${color('border')}`, borderRadius: 6, fontSize: 12 }}
            labelStyle={{ color: color('fg'), fontWeight: 600 }}
            formatter={(value, name) => [name === 'revenue' ? formatMoney(Number(value)) : String(value), SERIES_LABEL[String(name)] ?? String(name)]}
          />
          <Legend iconType="circle" iconSize={8} formatter={(name) => <span style={{ color: color('fg.muted') }}>{SERIES_LABEL[String(name)] ?? String(name)}</span>} />
          <Bar yAxisId="orders" dataKey={'orders'} name="orders" fill={color('blue.400')} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="revenue" type="monotone" dataKey={'revenue'} name="revenue" stroke={color('green.700')} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </Box>
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
