import { FILE_MESSAGES } from '@carrier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIVERS,
  type FilesServer,
  LISTING,
  type ListingAnswer,
  MUTATIONS,
  PDF,
  PNG,
  type ResultAnswer,
  startFilesServer,
  uploadTo,
} from './files.testing';

const BAD_KEYS = [
  '../escape.txt',
  'docs/../../escape.txt',
  './docs/a.txt',
  'docs/./a.txt',
  '/docs/a.txt',
  'docs\\a.txt',
  'docs/a\n.txt',
  'docs/a\u007f.txt',
  'docs//a.txt',
];

describe.each(DRIVERS)('files over GraphQL (%s storage)', (driver) => {
  let files: FilesServer;
  let token: string;
  let otherToken: string;

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, as = token) =>
    files.server.gql<T>(query, variables, { token: as });
  const mutate = async (name: keyof typeof MUTATIONS, variables: Record<string, unknown>, as = token) =>
    (await gql<Record<string, ResultAnswer>>(MUTATIONS[name], variables, as)).data[name] as ResultAnswer;
  const list = async (variables: Record<string, unknown>, as = token) => {
    const answer = await gql<ListingAnswer>(LISTING, variables, as);
    if (!answer.data.fileListing) throw new Error(JSON.stringify(answer.errors));
    return answer.data.fileListing;
  };

  beforeAll(async () => {
    files = await startFilesServer(driver);
    token = (await files.server.signIn('test')).accessToken;
    otherToken = (await files.server.signIn('test_uat')).accessToken;
    const upload = await uploadTo(
      files.server,
      'docs/',
      [
        { name: 'notes.txt', content: 'hello notes' },
        { name: 'report.pdf', content: PDF },
        { name: 'logo.png', content: PNG },
      ],
      { token },
    );
    expect(upload.statusCode).toBe(200);
  });
  afterAll(() => files.close());

  it('lists the seeded default bucket of the tenant with its provider', async () => {
    const answer = await gql<{ fileBuckets: Array<{ bucketName: string; providerId: string }> }>(
      '{ fileBuckets { bucketName providerId } }',
    );
    expect(answer.data.fileBuckets).toEqual([{ bucketName: 'default', providerId: driver }]);
    const filtered = await gql<{ fileBuckets: unknown[] }>(
      '{ fileBuckets(where: { bucketName: "nope" }) { bucketName } }',
    );
    expect(filtered.data.fileBuckets).toEqual([]);
  });

  it('lists folders and files with their metadata', async () => {
    const root = await list({});
    expect(root.commonPrefixes).toEqual(['docs/']);
    expect(root.objectSummaries).toEqual([]);
    const docs = await list({ prefix: 'docs/', bucketName: 'default' });
    expect(
      docs.objectSummaries.map((file) => [file.key, file.fileName, file.size, file.isPublic, file.contentType]),
    ).toEqual([
      ['docs/logo.png', 'logo.png', PNG.length, false, 'image/png'],
      ['docs/notes.txt', 'notes.txt', 11, false, 'text/plain'],
      ['docs/report.pdf', 'report.pdf', PDF.length, false, 'application/pdf'],
    ]);
    expect(Date.parse(docs.objectSummaries[0]?.lastModifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The prefix may come without its trailing slash.
    expect((await list({ prefix: 'docs' })).objectSummaries).toHaveLength(3);
  });

  it('creates a folder (and the folders above it) and refuses it twice', async () => {
    expect((await mutate('createFolder', { key: 'archive/2024' })).status).toBe('success');
    expect((await list({})).commonPrefixes).toEqual(['docs/', 'archive/'].sort());
    expect((await list({ prefix: 'archive/' })).commonPrefixes).toEqual(['archive/2024/']);
    const again = await mutate('createFolder', { key: 'archive/2024/' });
    expect(again).toMatchObject({ status: 'failure', errors: [FILE_MESSAGES.folderExists] });
  });

  it('moves and renames a file, keeping its bytes, and refuses to overwrite', async () => {
    await uploadTo(
      files.server,
      'move/',
      [
        { name: 'a.txt', content: 'move me' },
        { name: 'b.txt', content: 'b' },
      ],
      {
        token,
      },
    );
    expect((await mutate('moveFile', { key: 'move/a.txt', newKey: 'move/b.txt' })).errors).toEqual([
      FILE_MESSAGES.objectExists,
    ]);
    expect((await mutate('moveFile', { key: 'move/a.txt', newKey: 'moved/deep/renamed.txt' })).status).toBe('success');
    expect((await list({ prefix: 'moved/' })).commonPrefixes).toEqual(['moved/deep/']);
    const file = await files.server.app.inject({
      url: '/api/v1/files/moved/deep/renamed.txt',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.body).toBe('move me');
    expect((await mutate('moveFile', { key: 'move/missing.txt', newKey: 'move/c.txt' })).errors).toEqual([
      FILE_MESSAGES.fileNotFound,
    ]);
    expect((await mutate('moveFile', { key: 'move/b.txt', newKey: 'move/b.exe' })).errors).toEqual([
      FILE_MESSAGES.typeNotAccepted,
    ]);
  });

  it('sets a file public and private', async () => {
    expect((await mutate('setFileAcl', { key: 'docs/logo.png', isPublic: true })).status).toBe('success');
    const docs = await list({ prefix: 'docs/' });
    expect(docs.objectSummaries.find((file) => file.key === 'docs/logo.png')?.isPublic).toBe(true);
    expect((await mutate('setFileAcl', { key: 'docs/logo.png', isPublic: false })).status).toBe('success');
    expect((await mutate('setFileAcl', { key: 'docs/none.png', isPublic: true })).errors).toEqual([
      FILE_MESSAGES.fileNotFound,
    ]);
  });

  it('deletes a file and its stored bytes', async () => {
    await uploadTo(files.server, 'trash/', [{ name: 'bin.txt', content: 'x' }], { token });
    const before = (await files.storedFiles()).length;
    expect((await mutate('deleteFile', { key: 'trash/bin.txt' })).status).toBe('success');
    expect((await files.storedFiles()).length).toBe(before - 1);
    expect((await mutate('deleteFile', { key: 'trash/bin.txt' })).errors).toEqual([FILE_MESSAGES.fileNotFound]);
  });

  it('deletes a folder with everything in it, given without its trailing slash', async () => {
    await uploadTo(
      files.server,
      'gone/inner/',
      [
        { name: 'one.txt', content: '1' },
        { name: 'two.txt', content: '2' },
      ],
      {
        token,
      },
    );
    await uploadTo(files.server, 'gone_sibling/', [{ name: 'keep.txt', content: 'k' }], { token });
    const before = (await files.storedFiles()).length;
    expect((await mutate('deleteFolder', { key: 'gone' })).status).toBe('success');
    expect((await files.storedFiles()).length).toBe(before - 2);
    expect((await list({})).commonPrefixes).not.toContain('gone/');
    expect((await list({ prefix: 'gone_sibling/' })).objectSummaries).toHaveLength(1);
    expect((await mutate('deleteFolder', { key: 'gone' })).errors).toEqual([FILE_MESSAGES.folderNotFound]);
    expect((await mutate('deleteFolder', { key: '' })).errors).toEqual([FILE_MESSAGES.rootFolder]);
  });

  it('searches by a literal pattern or a glob, never a regular expression', async () => {
    await uploadTo(
      files.server,
      'search/',
      [
        { name: 'abc.txt', content: 'a' },
        { name: 'a.c.txt', content: 'b' },
        { name: '100%_done.txt', content: 'c' },
      ],
      { token },
    );
    const search = async (keyPattern: string) =>
      (
        await gql<{ searchFiles: Array<{ key: string; fileName: string }> }>(
          'query($p: String) { searchFiles(where: { keyPattern: $p }) { key fileName } }',
          { p: keyPattern },
        )
      ).data.searchFiles.map((file) => file.key);
    expect(await search('a.c')).toEqual(['search/a.c.txt']);
    expect(await search('ABC')).toEqual(['search/abc.txt']);
    expect(await search('%_')).toEqual(['search/100%_done.txt']);
    expect(await search('(.*)')).toEqual([]);
    expect(await search('search/a?c.txt')).toEqual(['search/a.c.txt', 'search/abc.txt']);
    expect(await search('*.pdf')).toEqual(['docs/report.pdf']);
    expect(await search('report*')).toEqual(['docs/report.pdf']);
    expect(await search('')).toEqual([]);
  });

  it("filters a search by dates and creator, and shows each file's metadata", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await uploadTo(files.server, 'dated/', [{ name: 'fresh.txt', content: 'x' }], { token });
    const search = async (where: Record<string, unknown>) =>
      (
        await gql<{
          searchFiles: Array<{
            key: string;
            lastModifiedAt: string;
            metadata: Array<{ key: string; value: { stringValue: string | null } }>;
          }>;
        }>(
          'query($w: fileWhere) { searchFiles(where: $w) { key lastModifiedAt metadata { key value { stringValue } } } }',
          { w: where },
        )
      ).data.searchFiles;
    const fresh = await search({ keyPattern: 'dated/', createdAt_gt: before });
    expect(fresh.map((file) => file.key)).toEqual(['dated/fresh.txt']);
    expect(fresh[0]?.metadata).toContainEqual({ key: 'contentType', value: { stringValue: 'text/plain' } });
    const creator = fresh[0]?.metadata.find((entry) => entry.key === 'createdById')?.value.stringValue;
    expect(creator).toBeTruthy();
    expect((await search({ keyPattern: 'dated/', createdAt_lt: before })).map((file) => file.key)).toEqual([]);
    expect(
      (await search({ keyPattern: 'dated/', lastModifiedAt_gt: before, createdById_in: [creator] })).map(
        (file) => file.key,
      ),
    ).toEqual(['dated/fresh.txt']);
    expect((await search({ keyPattern: 'dated/', createdById: 'somebody-else' })).map((file) => file.key)).toEqual([]);
    expect((await search({ keyPattern: 'dated/', createdById_in: [] })).map((file) => file.key)).toEqual([]);
    expect((await search({ keyPattern: 'dated/', lastModifiedById: creator })).map((file) => file.key)).toEqual([
      'dated/fresh.txt',
    ]);
    expect(fresh[0]?.metadata).toContainEqual({ key: 'lastModifiedById', value: { stringValue: creator } });

    // Changing the privacy is a modification: by whom and when are recorded.
    const uatUser = (await gql<{ me: { id: string } }>('{ me { id } }', {}, otherToken)).data.me.id;
    expect(uatUser).not.toBe(creator);
    const edited = await mutate('setFileAcl', { key: 'dated/fresh.txt', isPublic: true });
    expect(edited.status).toBe('success');
    const afterEdit = await search({ keyPattern: 'dated/', lastModifiedById_contains: creator?.slice(2, 10) });
    expect(afterEdit.map((file) => file.key)).toEqual(['dated/fresh.txt']);
    expect(new Date(afterEdit[0]?.lastModifiedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(fresh[0]?.lastModifiedAt ?? 0).getTime() - 1,
    );
    expect((await search({ keyPattern: 'dated/', lastModifiedById_in: [uatUser] })).map((file) => file.key)).toEqual(
      [],
    );
  });

  it('pages a large folder with continuation tokens, folders first, in every sort', async () => {
    const names = Array.from({ length: 23 }, (_, index) => ({
      name: `f${String(index).padStart(2, '0')}.txt`,
      content: 'x'.repeat(index + 1),
    }));
    for (let index = 0; index < names.length; index += 10) {
      await uploadTo(files.server, 'big/', names.slice(index, index + 10), { token });
    }
    await mutate('createFolder', { key: 'big/sub-a' });
    await mutate('createFolder', { key: 'big/sub-b' });
    for (const sort of ['name', 'name_desc', 'size', 'size_desc', 'lastModifiedAt', 'lastModifiedAt_desc']) {
      const seen: string[] = [];
      let continuationToken: string | null = null;
      let pages = 0;
      do {
        const page = await list({ prefix: 'big/', limit: 7, sort, continuationToken });
        seen.push(...page.commonPrefixes, ...page.objectSummaries.map((file) => file.key));
        continuationToken = page.continuationToken;
        pages++;
      } while (continuationToken && pages < 10);
      expect(seen.slice(0, 2).sort(), sort).toEqual(['big/sub-a/', 'big/sub-b/']);
      expect(new Set(seen).size, sort).toBe(25);
      if (sort === 'size_desc') expect(seen[2]).toBe('big/f22.txt');
      if (sort === 'name') expect(seen.slice(2, 4)).toEqual(['big/f00.txt', 'big/f01.txt']);
    }
    const bad = await gql<ListingAnswer>(LISTING, { prefix: 'big/', continuationToken: 'not-a-token' });
    expect(bad.errors?.[0]?.message).toBe(FILE_MESSAGES.invalidContinuationToken);
  });

  // A NUL byte never reaches the files module: the GraphQL layer refuses it for every string
  // (graphql/input-limits.ts, http/input-limits.api.test.ts).
  it.each(BAD_KEYS)('refuses the key %j in every mutation', async (key) => {
    for (const name of ['createFolder', 'deleteFolder', 'deleteFile'] as const) {
      expect((await mutate(name, { key })).errors_2, name).toEqual([
        { code: 'invalidKey', message: FILE_MESSAGES.invalidKey },
      ]);
    }
    expect((await mutate('moveFile', { key: 'docs/notes.txt', newKey: key })).errors).toEqual([
      FILE_MESSAGES.invalidKey,
    ]);
    expect((await mutate('setFileAcl', { key, isPublic: true })).errors).toEqual([FILE_MESSAGES.invalidKey]);
    const listing = await gql<ListingAnswer>(LISTING, { prefix: key });
    expect(listing.errors?.[0]?.message).toBe(FILE_MESSAGES.invalidKey);
  });

  it('answers an unknown bucket with a failure', async () => {
    const answer = await gql<{ createFolder: ResultAnswer }>(
      'mutation { createFolder(bucketName: "elsewhere", key: "x/") { status errors } }',
    );
    expect(answer.data.createFolder.errors).toEqual([FILE_MESSAGES.bucketNotFound]);
  });

  it("never lets a token of test_uat read or change test's files", async () => {
    expect((await list({}, otherToken)).commonPrefixes).toEqual([]);
    expect((await list({ prefix: 'docs/' }, otherToken)).objectSummaries).toEqual([]);
    const search = await gql<{ searchFiles: unknown[] }>(
      '{ searchFiles(where: { keyPattern: "notes" }) { key } }',
      {},
      otherToken,
    );
    expect(search.data.searchFiles).toEqual([]);
    expect((await mutate('deleteFile', { key: 'docs/notes.txt' }, otherToken)).status).toBe('failure');
    expect((await mutate('moveFile', { key: 'docs/notes.txt', newKey: 'x/notes.txt' }, otherToken)).status).toBe(
      'failure',
    );
    expect((await mutate('setFileAcl', { key: 'docs/notes.txt', isPublic: true }, otherToken)).status).toBe('failure');
    expect((await mutate('deleteFolder', { key: 'docs' }, otherToken)).status).toBe('failure');
    // The tenantId argument of the reference is ignored: the token decides.
    const viaArgument = await gql<ListingAnswer>(
      'query { fileListing(prefix: "docs/", tenantId: "test") { objectSummaries { key } } }',
      {},
      otherToken,
    );
    expect(viaArgument.data.fileListing?.objectSummaries).toEqual([]);
    expect((await list({ prefix: 'docs/' })).objectSummaries).toHaveLength(3);
  });

  it('needs a session for every file operation', async () => {
    const answer = await files.server.gql('{ fileBuckets { bucketName } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('authorization');
  });
});
