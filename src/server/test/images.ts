import sharp from 'sharp';

/** A real PNG of the given size, made locally. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 80 } } })
    .png()
    .toBuffer();
}

/** A JPEG that carries EXIF metadata (camera make and a GPS-like comment) to check stripping. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff8800' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 6.5244N 3.3792E' } })
    .toBuffer();
}
