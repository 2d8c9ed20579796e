export default function LocationForm(_props: { onBusy: (busy: boolean) => void; onDone: () => void }) {
  return null;
}
