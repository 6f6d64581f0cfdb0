/**
 * A tiny H.264 (Constrained Baseline) clip made without an encoder: each key
 * frame is an IDR picture of I_PCM macroblocks (raw samples, no prediction,
 * no transform), every other frame a P picture whose macroblocks are all
 * skipped (a copy of the previous one). Any H.264 decoder plays it; a
 * second of it at 10 frames a second weighs a few kilobytes. The sandbox's
 * video services serve these in place of transcoding (no ffmpeg here).
 */

/** Writes bits most significant first, with the Exp-Golomb codes of H.264 (§9.1). */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, width: number) {
    for (let i = width - 1; i >= 0; i -= 1) this.bit((value >>> i) & 1);
  }

  /** ue(v) */
  ue(value: number) {
    const code = value + 1;
    const width = 32 - Math.clz32(code);
    this.bits(0, width - 1);
    this.bits(code, width);
  }

  /** se(v) */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned() {
    return this.count === 0;
  }

  alignZero() {
    while (!this.aligned) this.bit(0);
  }

  byte(value: number) {
    this.bits(value, 8);
  }

  /** rbsp_trailing_bits() and the bytes written. */
  finish(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit: its header byte, then the payload with emulation prevention bytes (§7.4.1). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export interface ClipOptions {
  /** Pixels; any size, coded in whole 16×16 macroblocks and cropped (even sizes). */
  width: number;
  height: number;
  seconds: number;
  /** Frames a second. */
  fps?: number;
  /** A key frame (IDR) every this many seconds: each HLS segment starts on one. */
  keyEverySeconds?: number;
  /** Picks the colours (a video's id, say), so two clips look different. */
  seed?: number;
}

export interface ClipFrame {
  /** The access unit: one NAL unit (no start code, no length prefix). */
  nal: Uint8Array;
  key: boolean;
}

export interface H264Clip {
  width: number;
  height: number;
  fps: number;
  /** The sequence and picture parameter sets, as NAL units. */
  sps: Uint8Array;
  pps: Uint8Array;
  frames: ClipFrame[];
}

const LOG2_MAX_FRAME_NUM = 8;

/** Y, Cb, Cr of a colour on a wheel turned by `turn` (0 to 1), in video range. */
function colourAt(turn: number): [number, number, number] {
  const angle = turn * 2 * Math.PI;
  return [
    Math.round(110 + 40 * Math.sin(angle)),
    Math.round(128 + 70 * Math.cos(angle)),
    Math.round(128 + 70 * Math.sin(angle + 1)),
  ];
}

/** A key frame: a diagonal band of a lighter shade over the key frame's colour. */
function idrSlice(
  mbWidth: number,
  mbHeight: number,
  idrId: number,
  colour: [number, number, number],
): Uint8Array {
  const [y, cb, cr] = colour;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, LOG2_MAX_FRAME_NUM); // frame_num
  w.ue(idrId % 65536); // idr_pic_id
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  for (let mbY = 0; mbY < mbHeight; mbY += 1) {
    for (let mbX = 0; mbX < mbWidth; mbX += 1) {
      w.ue(25); // mb_type: I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      for (let row = 0; row < 16; row += 1) {
        for (let col = 0; col < 16; col += 1) {
          const band = ((mbX * 16 + col + mbY * 16 + row) >> 3) % 4 === 0 ? 60 : 0;
          w.byte(Math.min(235, y + band));
        }
      }
      for (let i = 0; i < 64; i += 1) w.byte(cb);
      for (let i = 0; i < 64; i += 1) w.byte(cr);
    }
  }
  return nalUnit(3, 5, w.finish());
}

/** A frame that repeats the previous one: every macroblock skipped. */
function skipSlice(macroblocks: number, frameNum: number): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM); // frame_num
  w.bit(0); // num_ref_idx_active_override_flag
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(macroblocks); // mb_skip_run: all of them
  return nalUnit(2, 1, w.finish());
}

function sequenceParameterSet(mbWidth: number, mbHeight: number, width: number, height: number) {
  const w = new BitWriter();
  w.byte(66); // profile_idc: Baseline
  w.byte(0xc0); // constraint_set0 and 1: Constrained Baseline
  w.byte(30); // level_idc 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  const cropRight = (mbWidth * 16 - width) / 2;
  const cropBottom = (mbHeight * 16 - height) / 2;
  const cropped = cropRight > 0 || cropBottom > 0;
  w.bit(cropped ? 1 : 0);
  if (cropped) {
    w.ue(0);
    w.ue(cropRight);
    w.ue(0);
    w.ue(cropBottom);
  }
  w.bit(0); // vui_parameters_present_flag
  return nalUnit(3, 7, w.finish());
}

function pictureParameterSet() {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(0); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nalUnit(3, 8, w.finish());
}

/** The clip: a key frame every `keyEverySeconds` (each a new colour), skipped frames between. */
export function makeH264Clip(options: ClipOptions): H264Clip {
  const fps = options.fps ?? 10;
  const width = Math.max(16, Math.round(options.width / 2) * 2);
  const height = Math.max(16, Math.round(options.height / 2) * 2);
  const mbWidth = Math.ceil(width / 16);
  const mbHeight = Math.ceil(height / 16);
  const count = Math.max(1, Math.round(options.seconds * fps));
  const keyEvery = Math.max(1, Math.round((options.keyEverySeconds ?? 2) * fps));
  const seed = options.seed ?? 0;
  const frames: ClipFrame[] = [];
  let idr = 0;
  let frameNum = 0;
  for (let i = 0; i < count; i += 1) {
    if (i % keyEvery === 0) {
      frames.push({
        nal: idrSlice(mbWidth, mbHeight, idr, colourAt(((seed % 7) + idr) / 7)),
        key: true,
      });
      idr += 1;
      frameNum = 1;
    } else {
      frames.push({ nal: skipSlice(mbWidth * mbHeight, frameNum), key: false });
      frameNum += 1;
    }
  }
  return {
    width,
    height,
    fps,
    sps: sequenceParameterSet(mbWidth, mbHeight, width, height),
    pps: pictureParameterSet(),
    frames,
  };
}

/** The `avc1.PPCCLL` codec string of the clip (RFC 6381). */
export const clipCodec = (clip: H264Clip) =>
  `avc1.${[...clip.sps.subarray(1, 4)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
