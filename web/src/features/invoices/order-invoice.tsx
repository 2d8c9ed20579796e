import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../lib/money';
import { downloadWithSession } from './download-file';
import { OrderInvoicesQuery } from './invoice-operations';

const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The order's GST invoice (and any credit notes) to download, once it is delivered; nothing
 * before. `?invoice=1` (the "delivered" email's link) brings it into view and focuses it.
 */
export function OrderInvoice({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderInvoicesQuery, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const documents = data?.orderInvoices ?? [];
  const wanted = params.get('invoice') === '1' && documents.length > 0;

  useEffect(() => {
    if (!wanted) return;
    first.current?.scrollIntoView({ block: 'center' });
    first.current?.focus();
  }, [wanted]);

  if (!documents.length) return null;

  const download = async (path: string, number: string) => {
    setBusy(number);
    setProblem(null);
    try {
      await downloadWithSession(path, `${number.replace(/\//g, '-')}.pdf`);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" id="invoice" aria-labelledby="order-invoice-heading" mt="6" p="4" borderWidth="1px" rounded="md" bg="bg.panel">
      <Heading as="h2" size="md" id="order-invoice-heading" mb="3">
        Tax invoice
      </Heading>
      <Stack gap="2">
        {documents.map((d, i) => (
          <Stack key={d.id} direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2">
            <Text fontSize="sm">
              {d.kind === 'invoice' ? 'Invoice' : `Credit note against ${d.invoiceNumber ?? 'the invoice'}`} <strong>{d.number}</strong> · {dayText(d.issuedAt)} · {formatMoney(d.total)}
            </Text>
            <Button
              ref={i === 0 ? first : undefined}
              size="sm"
              variant="outline"
              loading={busy === d.number}
              onClick={() => void download(d.downloadPath, d.number)}
              aria-label={`Download ${d.kind === 'invoice' ? 'invoice' : 'credit note'} ${d.number} (PDF)`}
            >
              Download PDF
            </Button>
          </Stack>
        ))}
        {problem && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {problem}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
