/** The sandbox's people: the demo person first, then a dozen others. */
export interface SeedPerson {
  handle: string;
  name: string;
  bio: string;
}

export const DEMO_PERSON: SeedPerson = {
  handle: 'polycast_demo',
  name: 'Polly Cast',
  bio: 'The demo person: one click, four networks.',
};

export const SEED_PEOPLE: readonly SeedPerson[] = [
  DEMO_PERSON,
  { handle: 'ada', name: 'Ada', bio: 'Writes compilers, reads poetry.' },
  { handle: 'satoshi_fan', name: 'Sam', bio: 'Stacking sats since breakfast.' },
  { handle: 'mint_maker', name: 'Mina', bio: 'Generative art, minted daily.' },
  { handle: 'gasless_gus', name: 'Gus', bio: 'Account abstraction enjoyer.' },
  { handle: 'lens_lena', name: 'Lena', bio: 'Photographs of light and chains.' },
  { handle: 'frame_fred', name: 'Fred', bio: 'Builds frames and mini apps.' },
  { handle: 'dao_dora', name: 'Dora', bio: 'Votes on everything.' },
  { handle: 'rollup_rita', name: 'Rita', bio: 'L2 maximalist.' },
  { handle: 'nft_nate', name: 'Nate', bio: 'Collector of odd JPEGs.' },
  { handle: 'validator_vic', name: 'Vic', bio: 'Runs nodes, rarely sleeps.' },
  { handle: 'meme_mo', name: 'Mo', bio: 'Posts memes, regrets nothing.' },
  { handle: 'bridge_bea', name: 'Bea', bio: 'Moves tokens between worlds.' },
];
