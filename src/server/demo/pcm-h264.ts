/**
 * A tiny H.264 encoder for the demo clip: Constrained Baseline, CAVLC, no prediction and no
 * transform. Each frame is one slice; a macroblock that changed since the frame before is sent
 * raw (I_PCM: its 384 samples as they are), one that did not is skipped (P_Skip: as no motion
 * vector is sent anywhere, every predicted one is zero, so it copies the same place in the frame
 * before). So the decoded picture is exactly the input, and the file is small when little moves.
 * Syntax from ITU-T H.264 §7.3 (SPS, PPS, slice header, slice data, macroblock layer); why:
 * docs/decisions/184-demo-clip-own-encoder.md.
 */

/** A 4:2:0 frame, 8 bits a sample: `y` width×height, `u` and `v` a quarter of that each. */
export interface YuvFrame {
  y: Uint8Array
  u: Uint8Array
  v: Uint8Array
}

export interface EncodedH264 {
  /** AVCDecoderConfigurationRecord (ISO 14496-15 §5.3.3.1), the MP4's `avcC`. */
  avcC: Uint8Array
  /** The RFC 6381 codec string, e.g. `avc1.42c01e`. */
  codec: string
  /** A frame's one slice after its 4-byte length (the parameter sets are in `avcC`). */
  frames: { data: Uint8Array; key: boolean }[]
}

const PROFILE_BASELINE = 66
/** constraint_set0 and constraint_set1: Constrained Baseline, which every decoder takes. */
const CONSTRAINTS = 0xc0
/** Level 3: at most 1620 macroblocks a frame, 10 Mbit/s (the demo's 336, all raw: 1 Mbit). */
const LEVEL = 30
const LEVEL_MAX_MACROBLOCKS = 1620
const LOG2_MAX_FRAME_NUM = 8
/** mb_type of I_PCM in an I slice (Table 7-11); in a P slice, after the five P types. */
const I_PCM_IN_I = 25
const I_PCM_IN_P = 30

class BitWriter {
  private buffer = new Uint8Array(4096)
  private length = 0
  private current = 0
  private count = 0

  private push(byte: number) {
    if (this.length === this.buffer.length) this.grow(1)
    this.buffer[this.length++] = byte
  }

  private grow(needed: number) {
    const bigger = new Uint8Array(Math.max(2 * this.buffer.length, this.length + needed))
    bigger.set(this.buffer)
    this.buffer = bigger
  }

  bits(value: number, n: number) {
    for (let i = n - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >>> i) & 1)
      if (++this.count === 8) {
        this.push(this.current)
        this.current = 0
        this.count = 0
      }
    }
  }

  flag(on: boolean) {
    this.bits(on ? 1 : 0, 1)
  }

  /** ue(v): Exp-Golomb, §9.1. */
  ue(value: number) {
    const code = value + 1
    const length = 32 - Math.clz32(code)
    this.bits(0, length - 1)
    this.bits(code, length)
  }

  /** se(v): 0, 1, -1, 2, -2...; only 0 is written here. */
  se(value: number) {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value)
  }

  /** pcm_alignment_zero_bit until the next byte, then `samples` as whole bytes. */
  alignedBytes(samples: Uint8Array) {
    if (this.count > 0) this.bits(0, 8 - this.count)
    if (this.length + samples.length > this.buffer.length) this.grow(samples.length)
    this.buffer.set(samples, this.length)
    this.length += samples.length
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte. */
  finish(): Uint8Array {
    this.bits(1, 1)
    if (this.count > 0) this.bits(0, 8 - this.count)
    return this.buffer.subarray(0, this.length)
  }
}

/** A NAL unit from its header and payload, with emulation prevention (§7.4.1): no 00 00 0x≤3. */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  // At most one inserted byte for every two of the payload.
  const out = new Uint8Array(1 + rbsp.length + Math.ceil(rbsp.length / 2))
  out[0] = (refIdc << 5) | type
  let length = 1
  let zeros = 0
  for (const byte of rbsp) {
    if (zeros === 2 && byte <= 3) {
      out[length++] = 3
      zeros = 0
    }
    out[length++] = byte
    zeros = byte === 0 ? zeros + 1 : 0
  }
  return out.slice(0, length)
}

function sequenceParameterSet(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter()
  w.bits(PROFILE_BASELINE, 8)
  w.bits(CONSTRAINTS, 8)
  w.bits(LEVEL, 8)
  w.ue(0) // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4)
  w.ue(2) // pic_order_cnt_type 2: output order is decode order
  w.ue(1) // max_num_ref_frames
  w.flag(false) // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1)
  w.ue(heightMbs - 1)
  w.flag(true) // frame_mbs_only_flag
  w.flag(true) // direct_8x8_inference_flag
  w.flag(false) // frame_cropping_flag
  w.flag(true) // vui_parameters_present_flag (Annex E), for the colours only
  w.flag(false) // aspect_ratio_info_present_flag
  w.flag(false) // overscan_info_present_flag
  w.flag(true) // video_signal_type_present_flag
  w.bits(5, 3) // video_format: unspecified
  w.flag(false) // video_full_range_flag: Y 16–235
  w.flag(true) // colour_description_present_flag
  w.bits(1, 8) // colour_primaries: BT.709
  w.bits(1, 8) // transfer_characteristics: BT.709
  w.bits(1, 8) // matrix_coefficients: BT.709
  w.flag(false) // chroma_loc_info_present_flag
  w.flag(false) // timing_info_present_flag (the MP4 holds the timing)
  w.flag(false) // nal_hrd_parameters_present_flag
  w.flag(false) // vcl_hrd_parameters_present_flag
  w.flag(false) // pic_struct_present_flag
  w.flag(false) // bitstream_restriction_flag
  return nalUnit(3, 7, w.finish())
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter()
  w.ue(0) // pic_parameter_set_id
  w.ue(0) // seq_parameter_set_id
  w.flag(false) // entropy_coding_mode_flag: CAVLC
  w.flag(false) // bottom_field_pic_order_in_frame_present_flag
  w.ue(0) // num_slice_groups_minus1
  w.ue(0) // num_ref_idx_l0_default_active_minus1
  w.ue(0) // num_ref_idx_l1_default_active_minus1
  w.flag(false) // weighted_pred_flag
  w.bits(0, 2) // weighted_bipred_idc
  w.se(0) // pic_init_qp_minus26
  w.se(0) // pic_init_qs_minus26
  w.se(0) // chroma_qp_index_offset
  w.flag(true) // deblocking_filter_control_present_flag, to turn the filter off
  w.flag(false) // constrained_intra_pred_flag
  w.flag(false) // redundant_pic_cnt_present_flag
  return nalUnit(3, 8, w.finish())
}

function sliceHeader(w: BitWriter, idr: boolean, frameNum: number) {
  w.ue(0) // first_mb_in_slice
  w.ue(idr ? 7 : 5) // slice_type: I or P, every slice of the picture alike
  w.ue(0) // pic_parameter_set_id
  w.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM)
  if (idr) {
    w.ue(0) // idr_pic_id
  } else {
    w.flag(false) // num_ref_idx_active_override_flag
    w.flag(false) // ref_pic_list_modification_flag_l0
  }
  // dec_ref_pic_marking: no_output_of_prior_pics and long_term_reference, or sliding window.
  if (idr) w.bits(0, 2)
  else w.flag(false)
  w.se(0) // slice_qp_delta
  w.ue(1) // disable_deblocking_filter_idc: raw samples stay exactly as sent
}

/** The 384 samples of macroblock (mx, my) in I_PCM order: 16×16 luma, then 8×8 Cb and Cr. */
function macroblockSamples(frame: YuvFrame, width: number, mx: number, my: number): Uint8Array {
  const out = new Uint8Array(384)
  const cw = width / 2
  for (let row = 0; row < 16; row++) {
    const at = (my * 16 + row) * width + mx * 16
    out.set(frame.y.subarray(at, at + 16), row * 16)
  }
  for (let row = 0; row < 8; row++) {
    const at = (my * 8 + row) * cw + mx * 8
    out.set(frame.u.subarray(at, at + 8), 256 + row * 8)
    out.set(frame.v.subarray(at, at + 8), 320 + row * 8)
  }
  return out
}

function sameRows(a: Uint8Array, b: Uint8Array, start: number, stride: number, size: number) {
  for (let row = 0; row < size; row++) {
    const at = start + row * stride
    for (let i = at; i < at + size; i++) if (a[i] !== b[i]) return false
  }
  return true
}

/** Whether macroblock (mx, my) is the same in both frames. */
function sameMacroblock(a: YuvFrame, b: YuvFrame, width: number, mx: number, my: number) {
  const cw = width / 2
  const chroma = my * 8 * cw + mx * 8
  return (
    sameRows(a.y, b.y, my * 16 * width + mx * 16, width, 16) &&
    sameRows(a.u, b.u, chroma, cw, 8) &&
    sameRows(a.v, b.v, chroma, cw, 8)
  )
}

/** A NAL unit as MP4 holds it: after its 4-byte length. */
function lengthPrefixed(unit: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + unit.length)
  new DataView(out.buffer).setUint32(0, unit.length)
  out.set(unit, 4)
  return out
}

function decoderConfigurationRecord(sps: Uint8Array, pps: Uint8Array): Uint8Array {
  const head = [1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff, 0xe1] // 4-byte lengths, one SPS
  const out = new Uint8Array(head.length + 2 + sps.length + 1 + 2 + pps.length)
  const view = new DataView(out.buffer)
  out.set(head)
  let at = head.length
  view.setUint16(at, sps.length)
  out.set(sps, at + 2)
  at += 2 + sps.length
  out[at] = 1 // one PPS
  view.setUint16(at + 1, pps.length)
  out.set(pps, at + 3)
  return out
}

/**
 * Encodes `frames` (each `width`×`height`, both multiples of 16) as H.264: the first an IDR
 * picture of raw macroblocks, each later one a P picture that sends only what changed.
 */
export function encodePcmH264(width: number, height: number, frames: YuvFrame[]): EncodedH264 {
  if (width % 16 !== 0 || height % 16 !== 0) throw new Error('frame size must be 16-aligned')
  const widthMbs = width / 16
  const heightMbs = height / 16
  if (widthMbs * heightMbs > LEVEL_MAX_MACROBLOCKS) throw new Error('frame too large for level 3')
  const sps = sequenceParameterSet(widthMbs, heightMbs)
  const pps = pictureParameterSet()
  let previous: YuvFrame | undefined
  const encoded = frames.map((frame, index) => {
    const idr = previous === undefined
    const w = new BitWriter()
    sliceHeader(w, idr, index)
    let skipped = 0
    for (let my = 0; my < heightMbs; my++) {
      for (let mx = 0; mx < widthMbs; mx++) {
        if (previous && sameMacroblock(frame, previous, width, mx, my)) {
          skipped++
          continue
        }
        if (!idr) w.ue(skipped) // mb_skip_run before each coded macroblock of a P slice
        skipped = 0
        w.ue(idr ? I_PCM_IN_I : I_PCM_IN_P)
        w.alignedBytes(macroblockSamples(frame, width, mx, my))
      }
    }
    if (skipped > 0) w.ue(skipped)
    previous = frame
    const slice = nalUnit(3, idr ? 5 : 1, w.finish())
    return { data: lengthPrefixed(slice), key: idr }
  })
  const hex = (n: number) => n.toString(16).padStart(2, '0')
  return {
    avcC: decoderConfigurationRecord(sps, pps),
    codec: `avc1.${hex(PROFILE_BASELINE)}${hex(CONSTRAINTS)}${hex(LEVEL)}`,
    frames: encoded,
  }
}
