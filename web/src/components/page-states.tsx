import type { ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

/** A page or section that is loading; the label is the spec's text for that page. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" gap="3" role="status">
      <Spinner color="brand.solid" aria-hidden />
      <Text color="fg.muted">{label}</Text>
    </Center>
  );
}

interface ErrorStateProps {
  message: ReactNode;
  actionLabel: string;
  onAction(): void;
  /** A headline-style message (home) or a plain error line (lists). */
  tone?: 'headline' | 'inline';
}

/** A failed load with one recovery action (retry or reload), announced to screen readers. */
export function ErrorState({ message, actionLabel, onAction, tone = 'inline' }: ErrorStateProps) {
  return (
    <Stack role="alert" align="center" gap="4" py="16" textAlign="center">
      {tone === 'headline' ? (
        <Text fontSize="xl" fontWeight="semibold">
          {message}
        </Text>
      ) : (
        <Text color="fg.error" fontWeight="medium">
          {message}
        </Text>
      )}
      <Button variant={tone === 'headline' ? 'solid' : 'outline'} onClick={onAction}>
        <RefreshCw aria-hidden />
        {actionLabel}
      </Button>
    </Stack>
  );
}
