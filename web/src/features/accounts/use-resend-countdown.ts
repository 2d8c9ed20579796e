import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@fruit-shop/common/account.rules';

/** Seconds until another code may be requested; starts at once (spec §4: 60 s). */
export function useResendCountdown(initial = OTP_RESEND_SECONDS) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback((from = OTP_RESEND_SECONDS) => setSeconds(from), []);
  return { seconds, canResend: seconds <= 0, restart };
}
