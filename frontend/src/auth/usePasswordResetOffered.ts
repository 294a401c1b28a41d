import { useEffect, useState } from 'react';
import { useRequest } from '../graphql/request';
import { ACCOUNT_FEATURES, type AccountFeaturesData } from '../graphql/signedOut';

/**
 * docs/product.md §13: whether this installation resets forgotten passwords by mail (false without mail); undefined
 * until the gateway has answered, or when it could not.
 */
export function usePasswordResetOffered(): boolean | undefined {
  const send = useRequest();
  const [offered, setOffered] = useState<boolean>();
  useEffect(() => {
    let current = true;
    send<AccountFeaturesData>(ACCOUNT_FEATURES).then(
      (data) => current && setOffered(data.accountFeatures.passwordReset),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [send]);
  return offered;
}
