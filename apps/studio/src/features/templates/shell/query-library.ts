/** Named GraphQL queries offered in the query picker (spec 001 §3: policies, cases and transactions). */
export const QUERY_LIBRARY = {
  policies: `query policies($limit: Int) {
  policies(limit: $limit) {
    list {
      id
      issuerNumber
      status
      startDate
      endDate
      holder { name email phone }
      insured { name }
      members { name relationship }
      premium { amount currencyCode formattedPrice }
      productId { plan type version }
    }
  }
}`,
  cases: `query cases($limit: Int) {
  cases(limit: $limit) {
    list {
      id
      caseNumber
      name
      description
      status
      holder { name email }
      insureds { name }
      createdAt
    }
  }
}`,
  transactions: `query transactions($limit: Int) {
  transactions(limit: $limit) {
    list {
      id
      transactionNumber
      amount
      currencyCode
      status
      method
      dateTime
      dueDateTime
      policy { issuerNumber holder { name } }
    }
  }
}`,
} as const;
export type LibraryQueryName = keyof typeof QUERY_LIBRARY;
