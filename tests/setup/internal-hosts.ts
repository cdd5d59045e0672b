/**
 * This machine, its networks and the cloud metadata service, in the ways a URL can spell them
 * (issue 40): no push endpoint may reach any of them.
 */
export const INTERNAL_HOSTS = [
  'localhost',
  'LOCALHOST.',
  'push.localhost',
  'metadata',
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::127.0.0.1]',
  '[::ffff:169.254.169.254]',
  '[64:ff9b::a00:1]',
  '[2002:7f00:1::]',
  '169.254.169.254',
  '10.0.0.1',
  '172.16.5.4',
  '192.168.1.1',
  '100.64.0.1',
  '0.0.0.0',
  '[::]',
  '[fe80::1]',
  '[fc00::1]',
  '[fd12:3456::1]',
  '224.0.0.1',
  '[ff02::1]',
  '255.255.255.255',
]
