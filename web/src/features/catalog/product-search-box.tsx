import { Box, CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** The shop's live search field. The page owns the value and the URL sync. */
export function ProductSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box role="search" w="full" maxW="xl">
      <InputGroup
        startElement={<Search size={18} aria-hidden />}
        endElement={
          value ? <CloseButton size="xs" aria-label="Clear search text" onClick={() => onChange('')} /> : undefined
        }
      >
        <Input
          type="search"
          size="lg"
          rounded="full"
          bg="bg"
          placeholder="Search fruits by name…"
          aria-label="Search fruits"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          // The native clear button would duplicate ours.
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </InputGroup>
    </Box>
  );
}
