import { describe, expect, it } from 'vitest';
import { gifPlaysAsVideo } from './gifAsVideo';

describe('gifPlaysAsVideo', () => {
  it("plays X's animated GIFs (MP4 files) and WebM renditions as videos", () => {
    expect(gifPlaysAsVideo('https://video.twimg.com/tweet_video/AbC.mp4')).toBe(true);
    expect(gifPlaysAsVideo('https://media.example/g/1.webm?size=small')).toBe(true);
    expect(gifPlaysAsVideo('/video/tweet_video/16_1.MP4#t=0')).toBe(true);
  });

  it('leaves real GIF pictures, and addresses that only mention mp4, to the picture', () => {
    expect(gifPlaysAsVideo('https://media.tenor.com/x/cat.gif')).toBe(false);
    expect(gifPlaysAsVideo('https://cdn.example/render?format=mp4')).toBe(false);
    expect(gifPlaysAsVideo('https://cdn.example/mp4/still.png')).toBe(false);
  });
});
