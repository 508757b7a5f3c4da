import { useEffect, useRef, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useAuth } from '@site/src/features/auth/AuthProvider';

/** Return page of the identity provider: completes the code exchange and goes back to returnTo. */
export default function Callback(): React.ReactElement {
  const { state, completeSignIn } = useAuth();
  const history = useHistory();
  const started = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (started.current || state.status === 'disabled') return;
    started.current = true;
    void completeSignIn().then((returnTo) => {
      setDone(true);
      history.replace(returnTo);
    });
  }, [state.status, completeSignIn, history]);

  return (
    <Layout title="Signing in" description="Completing the sign-in with the identity provider.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Signing in</Heading>
        <p role="status">
          {state.status === 'disabled'
            ? 'Sign-in is not configured for this site.'
            : done
              ? 'Signed in. Taking you back…'
              : 'Completing your sign-in…'}
        </p>
      </main>
    </Layout>
  );
}
