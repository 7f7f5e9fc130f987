/**
 * Small, real files for tests of uploads and content sniffing, built byte by byte (no binary fixtures
 * in the repository): a PDF, an MP4 header, zip containers (.docx/.xlsx) and OLE2 compound files (.doc/.xls).
 */

/** A minimal, valid one-page PDF. */
export function minimalPdf(text = 'Planogram'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first box of an MP4 (ftyp) with the given brands, followed by an empty mdat box. */
export function mp4Header(major: string, compatible: string[]): Buffer {
  const ftyp = Buffer.alloc(16 + compatible.length * 4);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(major, 8, 'latin1');
  compatible.forEach((b, i) => ftyp.write(b, 16 + i * 4, 'latin1'));
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A zip of stored (uncompressed) one-byte entries, with its central directory. */
export function zipFile(names: string[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name, 'utf8');
    const data = Buffer.from('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    parts.push(local, n, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(n.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

/** An OLE2 compound file (512-byte sectors) whose directory lists the given streams after the root entry. */
export function compoundFile(streams: string[]): Buffer {
  const SECTOR = 512;
  const names = ['Root Entry', ...streams];
  const dirSectors = Math.ceil(names.length / 4);
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 holds the FAT
  for (let s = 1; s <= dirSectors; s++) fat.writeUInt32LE(s === dirSectors ? 0xfffffffe : s + 1, s * 4);

  const dir = Buffer.alloc(dirSectors * SECTOR, 0);
  names.forEach((name, i) => {
    const at = i * 128;
    for (let c = 0; c < name.length; c++) dir.writeUInt16LE(name.charCodeAt(c), at + c * 2);
    dir.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    dir[at + 0x42] = i === 0 ? 5 : 2;
    dir.writeUInt32LE(0xffffffff, at + 0x44);
    dir.writeUInt32LE(0xffffffff, at + 0x48);
    dir.writeUInt32LE(0xffffffff, at + 0x4c);
  });
  return Buffer.concat([header, fat, dir]);
}
