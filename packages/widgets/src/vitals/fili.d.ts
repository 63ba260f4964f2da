// fili (digital filters: IIR cascades of biquads, FFT) ships no types; the parts the rPPG pipeline uses.
declare module 'fili' {
  interface Biquad {
    a: number[];
    b: number[];
    k: number;
    z: number[];
  }
  interface CascadeParams {
    order: number;
    characteristic: 'butterworth' | 'bessel' | 'tschebyscheff05' | 'tschebyscheff1' | 'tschebyscheff2' | 'tschebyscheff3';
    Fs: number;
    Fc: number;
  }
  interface Cascades {
    lowpass(params: CascadeParams): Biquad[];
    highpass(params: CascadeParams): Biquad[];
  }
  interface IirFilter {
    filtfilt(input: ArrayLike<number>, overwrite?: boolean): number[];
    multiStep(input: ArrayLike<number>, overwrite?: boolean): number[];
  }
  interface Fft {
    forward(buffer: ArrayLike<number>, window: 'none' | 'rectangular' | 'hanning' | 'hamming'): { re: Float64Array; im: Float64Array };
  }
  const Fili: {
    CalcCascades: new () => Cascades;
    IirFilter: new (cascade: Biquad[]) => IirFilter;
    Fft: new (radix: number) => Fft;
  };
  export default Fili;
}
