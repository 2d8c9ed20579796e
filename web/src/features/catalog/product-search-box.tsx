import { Box, CloseButton } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import styles from '../../components/text-field.module.css';

/** The shop's live search field. The page owns the value and the URL sync. */
export function ProductSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box role="search" w="full" maxW="xl">
      <div className={styles.search}>
        <Search size={18} aria-hidden className={styles.searchIcon} />
        <input
          className={styles.field}
          type="search"
          placeholder="Search fruits by name…"
          aria-label="Search fruits"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <CloseButton size="xs" aria-label="Clear search text" className={styles.searchClear} onClick={() => onChange('')} />
        ) : null}
      </div>
    </Box>
  );
}
