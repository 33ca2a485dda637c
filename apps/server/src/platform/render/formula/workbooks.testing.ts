import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

const asBytes = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

/**
 * The rating workbook of the tests: an age-band VLOOKUP, a plan XLOOKUP (stored with its _xlfn.
 * prefix, as Excel writes it), an IF loading, riders as a range input, ROUND, and dates.
 */
export async function ratingWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const rating = workbook.addWorksheet('Rating');
  const rates = workbook.addWorksheet('Rates');
  const plans = workbook.addWorksheet('Plans');
  const riders = workbook.addWorksheet('Riders');
  rates.addRows([
    ['From age', 'Base'],
    [0, 100],
    [30, 150],
    [45, 220],
    [60, 400],
  ]);
  plans.addRows([
    ['Plan', 'Factor'],
    ['Bronze', 0.8],
    ['Silver', 1],
    ['Gold', 1.4],
  ]);
  riders.addRows([
    ['Rider', 'Cover', 'Premium'],
    ['Dental', 1000, 12.5],
    [null, null, null],
    [null, null, null],
  ]);
  rating.addRows([
    ['Age', 30],
    ['Plan', 'Silver'],
    ['Smoker', false],
    ['Start date', new Date(Date.UTC(2026, 0, 1))],
    ['Base premium', { formula: 'VLOOKUP(B1,Rates!A2:B5,2,TRUE)' }],
    ['Plan factor', { formula: '_xlfn.XLOOKUP(B2,Plans!A2:A4,Plans!B2:B4,1)' }],
    ['Smoker loading', { formula: 'IF(B3,1.5,1)' }],
    ['Premium', { formula: 'ROUND(B5*B6*B7+SUM(Riders!C2:C4),2)' }],
    ['End date', { formula: 'EDATE(B4,12)-1' }],
    ['Term days', { formula: 'B9-B4' }],
    ['Riders', { formula: 'COUNTA(Riders!A2:A4)' }],
  ]);
  rating.getCell('B4').numFmt = 'yyyy-mm-dd';
  rating.getCell('B9').numFmt = 'yyyy-mm-dd';
  const names: Array<[string, string]> = [
    ['input_age', 'Rating!$B$1'],
    ['input_plan', 'Rating!$B$2'],
    ['input_smoker', 'Rating!$B$3'],
    ['input_start', 'Rating!$B$4'],
    ['input_riders', 'Riders!$A$1:$C$4'],
    ['output_base', 'Rating!$B$5'],
    ['output_factor', 'Rating!$B$6'],
    ['output_premium', 'Rating!$B$8'],
    ['output_end', 'Rating!$B$9'],
    ['output_days', 'Rating!$B$10'],
    ['output_riders', 'Rating!$B$11'],
    ['output_plans', 'Plans!$A$1:$B$4'],
  ];
  for (const [name, range] of names) workbook.definedNames.add(range, name);
  return asBytes(workbook);
}

/** A workbook whose outputs fail: a circular reference and a function the engine does not know. */
export async function brokenWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.getCell('A1').value = { formula: 'B1+1' } as ExcelJS.CellFormulaValue;
  sheet.getCell('B1').value = { formula: 'A1*2' } as ExcelJS.CellFormulaValue;
  sheet.getCell('C1').value = { formula: 'NOSUCHFUNCTION(1)' } as ExcelJS.CellFormulaValue;
  sheet.getCell('D1').value = 1;
  workbook.definedNames.add('Sheet1!$A$1', 'output_loop');
  workbook.definedNames.add('Sheet1!$C$1', 'output_unknown');
  workbook.definedNames.add('Sheet1!$D$1', 'input_x');
  return asBytes(workbook);
}

/** `count` chained formulas over a range of inputs (the benchmark's workbook). */
export async function chainWorkbook(count = 200): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Calc');
  sheet.getCell('A1').value = 1;
  for (let row = 1; row <= 20; row++) sheet.getCell(row, 2).value = row;
  for (let index = 0; index < count; index++) {
    const row = index + 1;
    const previous = index === 0 ? 'A1' : `C${row - 1}`;
    sheet.getCell(row, 3).value = {
      formula: `ROUND(${previous}*1.01+SUM(B1:B20)/${row}+IF(MOD(${row},2)=0,1,0),4)`,
    } as ExcelJS.CellFormulaValue;
  }
  workbook.definedNames.add('Calc!$A$1', 'input_seed');
  workbook.definedNames.add(`Calc!$C$${count}`, 'output_result');
  return asBytes(workbook);
}

/** A sheet reaching past the row limit (one value far down). */
export async function tallWorkbook(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tall');
  sheet.getCell('A1').value = 1;
  sheet.getCell(rows, 1).value = 2;
  return asBytes(workbook);
}

/** A zip (deflated entries) with the given files, for archives exceljs would never write. */
export function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}
