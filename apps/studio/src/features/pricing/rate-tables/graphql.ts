import { graphql } from '../../../api/graphql';

/** A product version's rate tables with their rows (the page and the test panel read them). */
export const RateTablesQuery = graphql(`
  query rateTables($productId: productIdInput!) {
    rateTables(productId: $productId) {
      id name description noGaps outputs columnLabels lastModifiedAt
      inputs { name kind }
      rows { cells }
    }
  }
`);

export const RateTableCsvQuery = graphql(`
  query rateTableCsv($productId: productIdInput!) {
    rateTables(productId: $productId) { name csv }
  }
`);

export const CreateRateTableMutation = graphql(`
  mutation createRateTable($productId: productIdInput!, $input: rateTableInput!) {
    result: createRateTable(productId: $productId, input: $input) { status errors errors_2 { code message } id cellErrors { row column reason code params } }
  }
`);

export const UpdateRateTableMutation = graphql(`
  mutation updateRateTable($productId: productIdInput!, $name: String!, $input: rateTableInput!) {
    result: updateRateTable(productId: $productId, name: $name, input: $input) { status errors errors_2 { code message } id cellErrors { row column reason code params } }
  }
`);

export const DeleteRateTableMutation = graphql(`
  mutation deleteRateTable($productId: productIdInput!, $name: String!) {
    result: deleteRateTable(productId: $productId, name: $name) { status errors errors_2 { code message } id cellErrors { row column reason code params } }
  }
`);

export const ImportRateTableCsvMutation = graphql(`
  mutation importRateTableCsv($productId: productIdInput!, $name: String!, $csv: String!) {
    result: importRateTableCsv(productId: $productId, name: $name, csv: $csv) { status errors errors_2 { code message } id cellErrors { row column reason code params } }
  }
`);

export const ImportRateTableXlsxMutation = graphql(`
  mutation importRateTableXlsx($productId: productIdInput!, $name: String!, $fileKey: String!, $sheet: String) {
    result: importRateTableXlsx(productId: $productId, name: $name, fileKey: $fileKey, sheet: $sheet) { status errors errors_2 { code message } id cellErrors { row column reason code params } }
  }
`);
